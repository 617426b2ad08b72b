import { defaultSearchValue, filterOptions, normalizeSearch, pickRegion, regionChoices, type RegionNode, sameSearches, toDateTime, withDate, withTime } from './searchRules';

describe('text search', () => {
  it('is trimmed, and blank is no search (spec part 1 section 5)', () => {
    expect(normalizeSearch({ kind: 'text' }, '  PL-1530  ')).toBe('PL-1530');
    expect(normalizeSearch({ kind: 'text' }, '   ')).toBeNull();
    expect(normalizeSearch({ kind: 'text' }, null)).toBeNull();
  });
});

describe('date and datetime search', () => {
  it('takes a day as YYYY-MM-DD and a moment as YYYY-MM-DD HH:mm:ss, from what the inputs give', () => {
    expect(normalizeSearch({ kind: 'date' }, '2026-03-05')).toBe('2026-03-05');
    expect(normalizeSearch({ kind: 'date' }, 'yesterday')).toBeNull();
    expect(normalizeSearch({ kind: 'datetime' }, '2026-03-05T08:30')).toBe('2026-03-05 08:30:00');
    expect(normalizeSearch({ kind: 'datetime' }, '2026-03-05 08:30:15')).toBe('2026-03-05 08:30:15');
    expect(toDateTime('2026-03-05', '23:59:59')).toBe('2026-03-05 23:59:59');
    expect(toDateTime('2026-03-05T8:30')).toBeNull();
  });
});

describe('date range search', () => {
  it('searches whole days: from 00:00:00 to 23:59:59 (spec part 1 section 2)', () => {
    expect(normalizeSearch({ kind: 'dateRange' }, { from: '2026-03-01', to: '2026-03-31' })).toEqual({ from: '2026-03-01 00:00:00', to: '2026-03-31 23:59:59' });
  });

  it('keeps an open end open, and is no search with both ends open', () => {
    expect(normalizeSearch({ kind: 'dateRange' }, { from: null, to: '2026-03-31' })).toEqual({ from: null, to: '2026-03-31 23:59:59' });
    expect(normalizeSearch({ kind: 'dateRange' }, { from: null, to: null })).toBeNull();
  });

  it('turns days picked the wrong way round into the range the user meant', () => {
    expect(normalizeSearch({ kind: 'dateRange' }, { from: '2026-03-31', to: '2026-03-01' })).toEqual({ from: '2026-03-01 00:00:00', to: '2026-03-31 23:59:59' });
  });
});

describe('datetime range search', () => {
  it('defaults the times to 00:00:00 and 23:59:59 and keeps picked times', () => {
    expect(normalizeSearch({ kind: 'datetimeRange' }, { from: '2026-03-01', to: '2026-03-02' })).toEqual({ from: '2026-03-01 00:00:00', to: '2026-03-02 23:59:59' });
    expect(normalizeSearch({ kind: 'datetimeRange' }, { from: '2026-03-01 08:00:00', to: '2026-03-01T17:30' })).toEqual({ from: '2026-03-01 08:00:00', to: '2026-03-01 17:30:00' });
  });

  it("gives a freshly picked day the end's default time, and keeps a time already chosen", () => {
    expect(withDate(null, '2026-03-01', 'from')).toBe('2026-03-01 00:00:00');
    expect(withDate(null, '2026-03-01', 'to')).toBe('2026-03-01 23:59:59');
    expect(withDate('2026-02-01 08:15:00', '2026-03-01', 'to')).toBe('2026-03-01 08:15:00');
    expect(withDate('2026-02-01 08:15:00', '', 'to')).toBeNull();
  });

  it('changes the time of an end that has a day, and needs the day first', () => {
    expect(withTime('2026-03-01 00:00:00', '07:45', 'from')).toBe('2026-03-01 07:45:00');
    expect(withTime('2026-03-01 08:00:00', '', 'to')).toBe('2026-03-01 23:59:59');
    expect(withTime(null, '07:45', 'from')).toBeNull();
  });
});

describe('dropdown filter', () => {
  const spec = {
    kind: 'select',
    options: [
      { value: 'laser', labelId: 'industry_laser' },
      { value: 'waterjet', label: 'Waterjet' },
    ],
  } as const;

  it('searches only a value of its options', () => {
    expect(normalizeSearch(spec, 'laser')).toBe('laser');
    expect(normalizeSearch(spec, 'plasma')).toBeNull();
    expect(normalizeSearch(spec, '')).toBeNull();
  });

  it('narrows the options to those holding the typed text, any case', () => {
    const options = [{ text: 'Laser cutter' }, { text: 'Waterjet' }, { text: 'Tube LASER' }];
    expect(filterOptions(options, ' laser ').map((o) => o.text)).toEqual(['Laser cutter', 'Tube LASER']);
    expect(filterOptions(options, '')).toBe(options);
    expect(filterOptions(options, 'plasma')).toEqual([]);
  });
});

describe('number range search', () => {
  it('is in order, at least 0, rounded; empty is no search', () => {
    expect(normalizeSearch({ kind: 'numberRange', precision: 1 }, { min: 9.96, max: 2 })).toEqual({ min: 2, max: 10 });
    expect(normalizeSearch({ kind: 'numberRange' }, { min: null, max: null })).toBeNull();
  });
});

describe('region picker', () => {
  const tree: RegionNode[] = [
    {
      name: 'China',
      children: [
        { name: 'Guangdong', children: [{ name: 'Shenzhen' }, { name: 'Guangzhou' }] },
        { name: 'Shandong', children: [{ name: 'Jinan' }] },
      ],
    },
    { name: 'Germany' },
  ];

  it('offers the provinces of the chosen country and the cities of the chosen province', () => {
    expect(regionChoices(tree, null)).toEqual({ countries: tree, provinces: [], cities: [] });
    const choices = regionChoices(tree, { country: 'China', province: 'Guangdong', city: null });
    expect(choices.provinces.map((p) => p.name)).toEqual(['Guangdong', 'Shandong']);
    expect(choices.cities.map((c) => c.name)).toEqual(['Shenzhen', 'Guangzhou']);
  });

  it('clears the levels below a level picked again (a cascade)', () => {
    const city = { country: 'China', province: 'Guangdong', city: 'Shenzhen' };
    expect(pickRegion(city, 'province', 'Shandong')).toEqual({ country: 'China', province: 'Shandong', city: null });
    expect(pickRegion(city, 'country', 'Germany')).toEqual({ country: 'Germany', province: null, city: null });
    expect(pickRegion(city, 'country', '')).toBeNull();
    expect(pickRegion(city, 'city', 'Guangzhou')).toEqual({ ...city, city: 'Guangzhou' });
  });

  it('searches from the country down; a lower level without its upper one is dropped', () => {
    expect(normalizeSearch({ kind: 'region' }, { country: 'China', province: null, city: 'Shenzhen' })).toEqual({ country: 'China', province: null, city: null });
    expect(normalizeSearch({ kind: 'region' }, { country: ' ', province: 'Guangdong', city: null })).toBeNull();
  });
});

describe('defaults and comparison', () => {
  it("normalizes a column's default value", () => {
    expect(defaultSearchValue({ kind: 'text', default: ' x ' })).toBe('x');
    expect(defaultSearchValue({ kind: 'text' })).toBeNull();
  });

  it('compares searches by value', () => {
    expect(sameSearches({ a: { min: 1, max: null }, b: 'x' }, { b: 'x', a: { min: 1, max: null } })).toBe(true);
    expect(sameSearches({ a: { min: 1, max: null } }, { a: { min: 1, max: 2 } })).toBe(false);
    expect(sameSearches({ a: null }, {})).toBe(true);
  });
});
