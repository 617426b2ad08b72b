import { parsePhone, smsDestination, storedForms } from './phone';

describe('phone numbers', () => {
  it('reads a mainland number with or without its dial code', () => {
    for (const input of ['13800000002', '+8613800000002', '+86 138 0000 0002']) {
      expect(parsePhone(input)).toEqual({ e164: '+8613800000002', country: 'CN', callingCode: '86', national: '13800000002' });
    }
  });

  it('reads numbers of other countries in E.164', () => {
    expect(parsePhone('+14155552671')).toMatchObject({ e164: '+14155552671', country: 'US', callingCode: '1', national: '4155552671' });
    expect(parsePhone('+442079460958')).toMatchObject({ country: 'GB', callingCode: '44' });
  });

  it.each(['', '   ', '12345', '138000000', '+1415555', '+1 202 555 012', 'not a phone', '+86 138 0000 0002 9999 9999 9999 9999 99'])('refuses %j', (input) => {
    expect(parsePhone(input)).toBeNull();
  });

  it('sends to a Chinese number as it is and to any other with the prefix and the dial code (spec part 1 section 9)', () => {
    expect(smsDestination(parsePhone('+8613800000002')!, '00')).toBe('13800000002');
    expect(smsDestination(parsePhone('+14155552671')!, '00')).toBe('0014155552671');
    expect(smsDestination(parsePhone('+442079460958')!, '00')).toBe('00442079460958');
    expect(smsDestination(parsePhone('+442079460958')!, '+')).toBe('+442079460958');
  });

  it('finds a user stored as the 11 mainland digits or in E.164', () => {
    expect(storedForms(parsePhone('+8613800000002')!)).toEqual(['13800000002', '+8613800000002']);
    expect(storedForms(parsePhone('+14155552671')!)).toEqual(['+14155552671']);
  });
});
