import { likePattern } from '../../core/paging';
import { orderBy } from './product-manual.search';

describe('product list search pieces', () => {
  it('orders by the key, then by id in the same direction; never shelved counts as earliest', () => {
    expect(orderBy('createTime', 'desc')).toBe('order by m.create_time desc, m.id desc');
    expect(orderBy('name', 'asc')).toBe('order by m.name asc, m.id asc');
    expect(orderBy('id', 'asc')).toBe('order by m.id asc');
    expect(orderBy('onTheShelfTime', 'asc')).toBe('order by m.on_the_shelf_time asc nulls first, m.id asc');
    expect(orderBy('onTheShelfTime', 'desc')).toBe('order by m.on_the_shelf_time desc nulls last, m.id desc');
  });

  it('searches for wildcards and the escape character as themselves', () => {
    expect(likePattern('laser')).toBe('%laser%');
    expect(likePattern('50%_off')).toBe('%50\\%\\_off%');
    expect(likePattern('a\\b')).toBe('%a\\\\b%');
  });
});
