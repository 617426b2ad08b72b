import { pageTotal } from './device.service';

describe('pageTotal', () => {
  it('reads the total off a page that is not full', () => {
    expect(pageTotal(0, 9, 4)).toBe(4);
    expect(pageTotal(18, 9, 1)).toBe(19);
    expect(pageTotal(0, 9, 0)).toBe(0);
  });

  it('needs a count for a full page or an empty page past the first', () => {
    expect(pageTotal(0, 9, 9)).toBeNull();
    expect(pageTotal(9, 9, 9)).toBeNull();
    expect(pageTotal(27, 9, 0)).toBeNull();
  });
});
