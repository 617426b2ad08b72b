import { KNOWN_PARAMETERS } from '@contract/parameters';
import { createIntl } from 'react-intl';
import demo from '../../../../../seeds/demo.json';
import { messagesFor } from '../../../shared/i18n/catalogue';
import { parameterMessages } from './messages';
import { parameterLabel, readableKey } from './parameterLabel';

const intlOf = (locale: 'en' | 'zh-CN') => createIntl({ locale, messages: messagesFor(locale, { parameters: parameterMessages }) });

describe('parameter labels', () => {
  it('label every parameter the platform knows by name and every configured format, in both languages', () => {
    const keys = new Set([...KNOWN_PARAMETERS, ...demo.parameterFormats.map((f) => f.key)]);
    const unlabelled = [...keys].filter((key) => !(`param_${key}` in parameterMessages));
    expect(unlabelled).toEqual([]);
    expect(parameterLabel(intlOf('en'), 'XAxisTorque')).toBe('X axis torque');
    expect(parameterLabel(intlOf('zh-CN'), 'XAxisTorque')).toBe('X 轴扭矩');
    expect(parameterLabel(intlOf('zh-CN'), 'WHstatus_ExpectedTime')).toBe('预计时间');
  });

  it('make an unknown key readable: without its prefix, in words', () => {
    expect(readableKey('WHstatus_SpindleOverrideMax')).toBe('Spindle override max');
    expect(readableKey('XAxisLoad')).toBe('X axis load');
    expect(readableKey('WHstatus_PLCVersion')).toBe('PLC version');
    expect(readableKey('coolant_tank_level')).toBe('Coolant tank level');
    expect(readableKey('WHstatus_G54Offset')).toBe('G54 offset');
    expect(parameterLabel(intlOf('en'), 'WHstatus_CoolantLevel')).toBe('Coolant level');
    expect(parameterLabel(intlOf('zh-CN'), 'WHstatus_CoolantLevel')).toBe('Coolant level');
  });
});
