import { DEFAULT_COUNTRY, countryOptions, phoneRule, toE164 } from './phone';

describe('phone numbers of the phone forms', () => {
  it('defaults to China and offers China and the US first', () => {
    expect(DEFAULT_COUNTRY).toBe('CN');
    const { preferred, others } = countryOptions('en');
    expect(preferred.map((c) => [c.code, c.dialCode])).toEqual([
      ['CN', '86'],
      ['US', '1'],
    ]);
    expect(preferred[0].name).toBe('China');
    expect(others.some((c) => c.code === 'CN' || c.code === 'US')).toBe(false);
    expect(others.find((c) => c.code === 'GB')).toMatchObject({ name: 'United Kingdom', dialCode: '44' });
    expect(others.length).toBeGreaterThan(200);
  });

  it('names the countries in the user language', () => {
    expect(countryOptions('zh-CN').preferred.map((c) => c.name)).toEqual(['中国', '美国']);
  });

  it('accepts a number valid for the chosen country and gives it in E.164', () => {
    expect(toE164('CN', '13800000002')).toBe('+8613800000002');
    expect(toE164('CN', '138 0000 0002')).toBe('+8613800000002');
    expect(toE164('US', '(415) 555-2671')).toBe('+14155552671');
    expect(phoneRule('CN', '13800000002')).toBeNull();
  });

  it.each([
    ['CN', '', 'phone_required'],
    ['CN', '   ', 'phone_required'],
    ['CN', '12345', 'phone_format'],
    ['CN', '138000000', 'phone_format'],
    ['US', '13800000002', 'phone_format'],
    ['CN', '+14155552671', 'phone_format'],
    ['XX', '13800000002', 'phone_format'],
    ['CN', 'abc', 'phone_format'],
  ])('refuses %s %j with %s', (country, number, key) => {
    expect(phoneRule(country, number)).toBe(key);
  });
});
