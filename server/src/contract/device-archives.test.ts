import {
  type DeviceAttributeValues,
  checkAttribute,
  checkAttributeIdentifier,
  checkCustomParams,
  checkDeviceAlias,
  checkFactoryNumber,
  isStandardStatusKey,
  qrJumpPath,
  validateAttributes,
  validateDeviceArchive,
  validateQrBatch,
  valueFitsAttribute,
} from './device-archives';

describe('device archive rules', () => {
  it('alias: letters, digits or Chinese, fewer than 20, not empty', () => {
    expect(checkDeviceAlias('Laser01')).toBeNull();
    expect(checkDeviceAlias('激光切割机1号')).toBeNull();
    expect(checkDeviceAlias('A'.repeat(19))).toBeNull();
    expect(checkDeviceAlias('A'.repeat(20))).toBe('device_alias_too_long');
    expect(checkDeviceAlias('')).toBe('device_alias_required');
    expect(checkDeviceAlias('   ')).toBe('device_alias_required');
    for (const bad of ['Laser #1', 'a-b', 'a_b', 'ｆｕｌｌ', '😀']) expect(checkDeviceAlias(bad)).toBe('device_alias_format');
  });

  it('factory number: required, at most 50, a serial', () => {
    expect(checkFactoryNumber('JN2025L3015001')).toBeNull();
    expect(checkFactoryNumber('SN-1/2.3_4')).toBeNull();
    expect(checkFactoryNumber('')).toBe('factory_number_required');
    expect(checkFactoryNumber('A'.repeat(51))).toBe('factory_number_too_long');
    expect(checkFactoryNumber('-SN')).toBe('factory_number_format');
    expect(checkFactoryNumber('SN 1')).toBe('factory_number_format');
  });

  it('custom parameters: at most 5 of 25, none empty, no duplicates', () => {
    expect(checkCustomParams([{ name: 'Voltage', value: '380 V' }])).toEqual([]);
    expect(checkCustomParams(Array.from({ length: 6 }, (_, i) => ({ name: `p${i}`, value: '' })))).toEqual([{ field: 'customParams', key: 'custom_params_too_many', params: { max: 5 } }]);
    expect(checkCustomParams([{ name: ' ', value: '' }, { name: 'x'.repeat(26), value: '' }, { name: 'a', value: '' }, { name: 'a', value: 'v'.repeat(51) }]).map((e) => `${e.field}:${e.key}`)).toEqual([
      'customParams.0.name:custom_param_name_required',
      'customParams.1.name:custom_param_name_too_long',
      'customParams.3.name:custom_param_name_duplicate',
      'customParams.3.value:text_too_long',
    ]);
  });

  it('the whole form at once', () => {
    expect(validateDeviceArchive({ factoryNumber: 'SN1', devalias: 'M1', model: 'PL-3015' })).toEqual([]);
    expect(validateDeviceArchive({}).map((e) => e.key)).toEqual(['factory_number_required', 'device_alias_required', 'device_model_required']);
    expect(validateDeviceArchive({ factoryNumber: 'SN1', devalias: 'M1', model: 'm'.repeat(51), location: 'l'.repeat(101) }).map((e) => e.field)).toEqual(['model', 'location']);
  });
});

describe('device attribute rules', () => {
  const attr = (overrides: Partial<DeviceAttributeValues> = {}): DeviceAttributeValues => ({ identifier: 'oil_temp', name: 'Oil', access: 'read', standard: false, dataType: 'float', ...overrides });

  it('identifier: starts with a letter, 4-50 letters, digits or underscore', () => {
    expect(checkAttributeIdentifier('abcd')).toBeNull();
    expect(checkAttributeIdentifier(`a${'b'.repeat(49)}`)).toBeNull();
    expect(checkAttributeIdentifier('abc')).toBe('attribute_identifier_format');
    expect(checkAttributeIdentifier(`a${'b'.repeat(50)}`)).toBe('attribute_identifier_format');
    expect(checkAttributeIdentifier('1abc')).toBe('attribute_identifier_format');
    expect(checkAttributeIdentifier('ab-cd')).toBe('attribute_identifier_format');
    expect(checkAttributeIdentifier('')).toBe('attribute_identifier_required');
  });

  it('range: minimum below maximum, numbers only; step above 0; description under 200', () => {
    expect(checkAttribute(attr({ min: 0, max: 100, step: 0.5, description: 'd'.repeat(199) }))).toEqual([]);
    expect(checkAttribute(attr({ min: 5, max: 5 })).map((e) => e.key)).toEqual(['attribute_range_order']);
    expect(checkAttribute(attr({ min: 6, max: 5 })).map((e) => e.key)).toEqual(['attribute_range_order']);
    expect(checkAttribute(attr({ dataType: 'bool', max: 1 })).map((e) => e.key)).toEqual(['attribute_range_numeric_only']);
    expect(checkAttribute(attr({ step: 0 })).map((e) => e.key)).toEqual(['attribute_step_positive']);
    // An int attribute: whole bounds and step only.
    expect(checkAttribute(attr({ dataType: 'int', min: 0, max: 10, step: 1 }))).toEqual([]);
    expect(checkAttribute(attr({ dataType: 'int', min: 0.5, max: 1.5, step: 0.1 })).map((e) => `${e.field}:${e.key}`)).toEqual(['min:attribute_int_whole', 'max:attribute_int_whole', 'step:attribute_int_whole']);
    expect(checkAttribute(attr({ description: 'd'.repeat(200) })).map((e) => e.key)).toEqual(['attribute_description_too_long']);
    expect(checkAttribute(attr({ dataType: 'blob' as never, access: 'x' as never })).map((e) => e.key)).toEqual(['attribute_data_type_required', 'attribute_access_required']);
  });

  it('a list: each rule with its index, duplicates named', () => {
    expect(validateAttributes([attr(), attr({ name: '' })]).map((e) => `${e.field}:${e.key}`)).toEqual(['attributes.1.name:attribute_name_required', 'attributes.1.identifier:attribute_identifier_duplicate']);
  });

  it('checks a live value against its attribute: type, then the inclusive range', () => {
    const float = { dataType: 'float' as const, min: 0, max: 100 };
    expect(valueFitsAttribute(float, 0)).toBe(true);
    expect(valueFitsAttribute(float, 100)).toBe(true);
    expect(valueFitsAttribute(float, 42.5)).toBe(true);
    expect(valueFitsAttribute(float, 100.01)).toBe(false);
    expect(valueFitsAttribute(float, -1)).toBe(false);
    expect(valueFitsAttribute(float, '42')).toBe(false);
    expect(valueFitsAttribute(float, Number.NaN)).toBe(false);
    const int = { dataType: 'int' as const, min: null, max: 10 };
    expect(valueFitsAttribute(int, 3)).toBe(true);
    expect(valueFitsAttribute(int, 3.5)).toBe(false);
    expect(valueFitsAttribute(int, -1e6)).toBe(true);
    expect(valueFitsAttribute(int, 11)).toBe(false);
    expect(valueFitsAttribute({ dataType: 'bool', min: null, max: null }, false)).toBe(true);
    expect(valueFitsAttribute({ dataType: 'bool', min: null, max: null }, 0)).toBe(false);
    expect(valueFitsAttribute({ dataType: 'string', min: null, max: null }, 'x')).toBe(true);
    expect(valueFitsAttribute({ dataType: 'string', min: null, max: null }, { x: 1 })).toBe(false);
  });

  it('standard status keys pass any declaration', () => {
    expect(isStandardStatusKey('WHstatus_ExecState')).toBe(true);
    expect(isStandardStatusKey('Alarm')).toBe(true);
    expect(isStandardStatusKey('SpindleSpeed')).toBe(false);
  });
});

describe('QR batch rules', () => {
  it('an integer 1-50, factory number required, remark at most 20', () => {
    expect(validateQrBatch({ factoryNumber: 'SN1', count: 1 })).toEqual([]);
    expect(validateQrBatch({ factoryNumber: 'SN1', count: 50, remark: 'r'.repeat(20) })).toEqual([]);
    for (const count of [0, 51, 1.5, -1, Number.NaN]) expect(validateQrBatch({ factoryNumber: 'SN1', count }).map((e) => e.key)).toEqual(['qr_batch_range']);
    expect(validateQrBatch({ count: 1, remark: 'r'.repeat(21) }).map((e) => e.key)).toEqual(['qr_factory_number_required', 'qr_remark_too_long']);
    expect(qrJumpPath('abc')).toBe('/qr/abc');
  });
});

describe('device archive messages', () => {
  it('name their limits: written out, or as a placeholder the rule fills (custom parameters, shared with customers)', () => {
    const { VALIDATION_MESSAGES: M } = jest.requireActual('./validation-messages') as typeof import('./validation-messages');
    const L = jest.requireActual('./device-archives').DEVICE_ARCHIVE_LIMITS as typeof import('./device-archives').DEVICE_ARCHIVE_LIMITS;
    expect(M.qr_batch_range.en).toContain(`${L.qrBatchMin} to ${L.qrBatchMax}`);
    expect(M.qr_batch_range.zh).toContain(`${L.qrBatchMin} 至 ${L.qrBatchMax}`);
    expect(M.qr_remark_too_long.en).toContain(String(L.qrRemark));
    const { validationMessage } = jest.requireActual('./validation-messages') as typeof import('./validation-messages');
    const tooMany = Array.from({ length: L.customParams + 1 }, (_, i) => ({ name: `p${i}`, value: '' }));
    const longName = [{ name: 'x'.repeat(L.customParamName + 1), value: '' }];
    const shown = (errors: { key: keyof typeof M; params?: Record<string, string | number> }[]) => errors.map((e) => validationMessage(e.key, 'en', e.params ?? {}));
    expect(shown(checkCustomParams(tooMany))).toContain(`At most ${L.customParams} custom parameters`);
    expect(shown(checkCustomParams(longName)).join(' ')).toContain(String(L.customParamName));
    expect(M.device_alias_too_long.en).toContain(String(L.aliasBelow));
    for (const [key, pair] of Object.entries(M)) if (/^(device_|factory_|attribute_|qr_)/.test(key)) expect(`${key}: ${pair.en} ${pair.zh}`).not.toMatch(/\{\w+\}/);
  });
});
