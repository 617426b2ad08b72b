import { expiryOf, isExpired, newTokenRules } from './apiTokenRules';

const rules = newTokenRules(() => new Date(2026, 2, 10, 12, 0, 0));

describe('new token rules', () => {
  it('asks a name of 1-50 characters', () => {
    expect(rules({ name: '', expiresOn: '' }).name).toBe('token_name_required');
    expect(rules({ name: '   ', expiresOn: '' }).name).toBe('token_name_required');
    expect(rules({ name: 'x'.repeat(51), expiresOn: '' }).name).toBe('token_name_too_long');
    expect(rules({ name: 'ERP sync', expiresOn: '' })).toEqual({ name: null, expiresOn: null });
  });

  it('takes an expiry day from today to the last date inputs take, ending that day', () => {
    expect(rules({ name: 'a', expiresOn: '2026-03-09' }).expiresOn).toBe('token_expiry_future');
    expect(rules({ name: 'a', expiresOn: '2026-03-10' }).expiresOn).toBeNull();
    expect(rules({ name: 'a', expiresOn: 'soon' }).expiresOn).toBe('token_expiry_future');
    // After the last date any input takes: said as such, not as a past date.
    expect(rules({ name: 'a', expiresOn: '3000-01-01' }).expiresOn).toBe('token_expiry_too_late');
    expect(rules({ name: 'a', expiresOn: '2999-12-30' }).expiresOn).toBeNull();
    expect(expiryOf('2026-03-10')).toEqual(new Date(2026, 2, 10, 23, 59, 59, 999));
    expect(expiryOf('')).toBeNull();
  });

  // The end of a day as a browser in that zone gives it (expiryOf in local time): Jest cannot change the process's zone.
  it.each([['-12:00'], ['-10:00'], ['Z'], ['+08:00'], ['+14:00']])('takes the last date and refuses the next one as too late at UTC%s', (offset) => {
    const inZone = newTokenRules(() => new Date(2026, 2, 10, 12, 0, 0), (day) => new Date(`${day}T23:59:59.999${offset}`));
    expect(inZone({ name: 'a', expiresOn: '2999-12-31' }).expiresOn).toBeNull();
    expect(inZone({ name: 'a', expiresOn: '3000-01-01' }).expiresOn).toBe('token_expiry_too_late');
  });

  it('tells an expired token', () => {
    expect(isExpired(null)).toBe(false);
    expect(isExpired('2026-03-10T00:00:00.000Z', Date.parse('2026-03-10T00:00:01Z'))).toBe(true);
    expect(isExpired('2026-03-10T00:00:00.000Z', Date.parse('2026-03-09T00:00:00Z'))).toBe(false);
  });
});
