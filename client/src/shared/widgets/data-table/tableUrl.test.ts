import { TABLE_PAGING } from '@contract/paging';
import type { SearchSpec } from './searchRules';
import { tableDefaults } from './tableState';
import { addressHolds, tableFromParams, tableToParams, type UrlTableState, withTableParams } from './tableUrl';

const SPECS: Record<string, SearchSpec> = {
  name: { kind: 'text' },
  id: { kind: 'text', digits: true },
  status: { kind: 'select', options: [{ value: 'normal' }, { value: 'deleted' }], default: 'normal' },
  tenant: { kind: 'select', options: [] }, // options from a query, not arrived yet
  day: { kind: 'date' },
  at: { kind: 'datetimeRange' },
  days: { kind: 'dateRange' },
  price: { kind: 'numberRange', precision: 2 },
  region: { kind: 'region' },
};
const defaults = tableDefaults(SPECS, { key: 'updatedAt', order: 'desc' }, TABLE_PAGING);
const SORTABLE = ['name', 'updatedAt'];
const fresh: UrlTableState = tableFromParams(new URLSearchParams(), defaults, SORTABLE);
const read = (query: string) => tableFromParams(new URLSearchParams(query), defaults, SORTABLE);

describe('a data table in the address', () => {
  it('writes nothing for the defaults, and reads the defaults from nothing', () => {
    expect(fresh).toEqual({ page: 1, pageSize: 20, sort: { key: 'updatedAt', order: 'desc' }, search: { name: null, id: null, status: 'normal', tenant: null, day: null, at: null, days: null, price: null, region: null } });
    expect(tableToParams(fresh, defaults)).toEqual([]);
  });

  it('reads back every kind of search it writes', () => {
    const state: UrlTableState = {
      page: 4,
      pageSize: 50,
      sort: null,
      search: {
        name: 'a & b=c',
        id: '42',
        status: null, // the default cleared: written as empty
        tenant: '7',
        day: '2026-11-29',
        at: { from: '2026-11-01 08:00:00', to: null },
        days: { from: '2026-11-01 00:00:00', to: '2026-11-30 23:59:59' },
        price: { min: 1.5, max: null },
        region: { country: '中国', province: null, city: null },
      },
    };
    const params = tableToParams(state, defaults);
    expect(params).toContainEqual(['sort', 'none']);
    expect(params).toContainEqual(['f.status', '']);
    const address = withTableParams(new URLSearchParams(), params);
    expect(read(address.toString())).toEqual(state);
  });

  it('ignores what the table does not offer: other sizes, pages that are not one, columns it does not sort by, options it does not have', () => {
    for (const page of ['0', '-1', '1.5', '1e3', 'x', '9999999']) expect(read(`page=${page}`).page).toBe(1);
    for (const size of ['7', '500', '20.0', '']) expect(read(`size=${size}`).pageSize).toBe(20);
    for (const sort of ['note.asc', 'name', 'name.up', '.asc', '__proto__.asc']) expect(read(`sort=${encodeURIComponent(sort)}`).sort).toEqual({ key: 'updatedAt', order: 'desc' });
    expect(read('sort=name.asc').sort).toEqual({ key: 'name', order: 'asc' });
    expect(read('f.status=stolen').search.status).toBeNull();
    // Options not arrived yet: the value is kept for the server to check.
    expect(read('f.tenant=%207%20').search.tenant).toBe('7');
  });

  it('reads hostile values as no search, never as an exception', () => {
    const hostile = [
      'f.price=%7B%22min%22%3A%221e400%22%7D', // a string where a number goes
      'f.price=%7B%22min%22%3A1e400%7D', // Infinity
      'f.region=%5B1%5D', // an array
      'f.region=%7B%22country%22%3A5%7D', // a number where a name goes
      'f.at=null',
      'f.at=%7B',
      'f.days=%7B%22from%22%3A%22tomorrow%22%7D',
      'f.day=yesterday',
      `f.name=${'x'.repeat(501)}`,
      'f.__proto__=1&f.constructor=2',
    ];
    for (const query of hostile) expect(read(query).search).toEqual(fresh.search);
    // A digits-only search takes only the digits, as its input does.
    expect(read('f.id=12ab3').search.id).toBe('123');
    expect(read('f.name=%20%20trimmed%20').search.name).toBe('trimmed');
  });

  it("replaces only the table's own parameters, keeping others in their order", () => {
    const current = new URLSearchParams('tab=2&page=3&f.name=a&f.gone=x&q=1');
    expect(withTableParams(current, [['page', '2']]).toString()).toBe('tab=2&q=1&page=2');
    expect(addressHolds(new URLSearchParams('tab=2&size=10&page=2'), [['page', '2'], ['size', '10']])).toBe(true);
    expect(addressHolds(new URLSearchParams('page=2&f.x=1'), [['page', '2']])).toBe(false);
    expect(addressHolds(new URLSearchParams('page=3'), [['page', '2']])).toBe(false);
  });
});
