import {
  EMPTY_ARCHIVE,
  NEW_ATTRIBUTE,
  archiveFormRules,
  archiveFormValues,
  archiveInput,
  archiveListVariables,
  archiveStatusName,
  attributeProblems,
  attributeRow,
  attributeValues,
  brokerAddresses,
  canAddAttribute,
  canAddCustomParam,
  decommissionRules,
  qrBatchRules,
} from './archiveRules';
import { createIntl } from 'react-intl';
import { messagesFor } from '../../shared/i18n/catalogue';
import { statusMessages } from '../../shared/kanban/messages';
import { deviceArchiveMessages } from './messages';

const query = (search: Record<string, unknown> = {}, sort: { key: string; order: 'asc' | 'desc' } | null = null) => ({ page: 2, pageSize: 20, sort, search }) as never;

describe('device archive form', () => {
  it('speaks the shared rules, a list row\'s error on its list field', () => {
    expect(archiveFormRules(EMPTY_ARCHIVE)).toEqual({ factoryNumber: 'factory_number_required', devalias: 'device_alias_required', model: 'device_model_required' });
    const values = { ...EMPTY_ARCHIVE, factoryNumber: 'SN1', devalias: 'Laser #1', model: 'M', customParams: [{ name: 'a', value: '' }, { name: 'a', value: '' }] };
    expect(archiveFormRules(values)).toEqual({ devalias: 'device_alias_format', customParams: 'custom_param_name_duplicate' });
  });

  it('maps an archive to the form and the form to the input', () => {
    const values = archiveFormValues({ factoryNumber: 'SN1', devalias: 'M1', model: 'PL', industry: 'laser', customer: { id: '3' }, maintainer: null, location: null, receiveAlarm: true, customParams: [{ name: 'V', value: '380' }] });
    expect(values).toEqual({ factoryNumber: 'SN1', devalias: 'M1', model: 'PL', industry: 'laser', customerId: '3', maintainerId: '', location: '', receiveAlarm: true, customParams: [{ name: 'V', value: '380' }] });
    expect(archiveFormValues({ ...values, devalias: 'x', industry: 'unknown', customParams: [] } as never).industry).toBe('other');
    expect(archiveInput({ ...values, devalias: ' M1 ', location: '  ' })).toEqual({ factoryNumber: 'SN1', devalias: 'M1', model: 'PL', industry: 'laser', customerId: '3', maintainerId: null, location: null, receiveAlarm: true, customParams: [{ name: 'V', value: '380' }] });
  });

  it('offers a custom parameter row while under 5', () => {
    expect(canAddCustomParam(Array.from({ length: 4 }, () => ({ name: '', value: '' })))).toBe(true);
    expect(canAddCustomParam(Array.from({ length: 5 }, () => ({ name: '', value: '' })))).toBe(false);
  });
});

describe('device archive list', () => {
  it('builds the query variables from the table: searches, state, sort (alias ascending by default)', () => {
    expect(archiveListVariables(query())).toEqual({ page: 2, pageSize: 20, search: undefined, factoryNumber: undefined, customerId: undefined, state: 'active', sortKey: 'devalias', sortDirection: 'asc' });
    expect(archiveListVariables(query({ devalias: ' lase ', factoryNumber: 'SN', customer: '4', state: 'loggedOut' }, { key: 'factoryNumber', order: 'desc' }))).toMatchObject({
      search: 'lase',
      factoryNumber: 'SN',
      customerId: '4',
      state: 'loggedOut',
      sortKey: 'factoryNumber',
      sortDirection: 'desc',
    });
    expect(archiveListVariables(query({}, { key: 'customer', order: 'desc' })).sortKey).toBe('devalias');
  });

  it("names a row's state in the user's language: its live status, or logged out", () => {
    const zh = createIntl({ locale: 'zh-CN', messages: messagesFor('zh-CN', { status: statusMessages, archives: deviceArchiveMessages }) });
    expect(archiveStatusName(zh, { status: 'Offline', decommissionedAt: null })).toBe('离线');
    expect(archiveStatusName(zh, { status: 'Running', decommissionedAt: null })).toBe('运行');
    expect(archiveStatusName(zh, { status: 'Running', decommissionedAt: '2026-11-28T00:00:00Z' })).toBe(zh.formatMessage({ id: 'da_state_logged_out' }));
    expect(archiveStatusName(zh, { status: 'Running', decommissionedAt: '2026-11-28T00:00:00Z' })).not.toBe('da_state_logged_out');
  });
});

describe('attribute editor', () => {
  it('round-trips stored attributes through the rows', () => {
    const stored = { identifier: 'oil_temp', name: 'Oil', access: 'read' as const, standard: true, dataType: 'float' as const, min: 0, max: 100, unit: '°C', step: null, description: null };
    const row = attributeRow(stored);
    expect(row).toMatchObject({ min: '0', max: '100', step: '', unit: '°C', description: '' });
    expect(attributeValues([row])).toEqual([{ ...stored, step: null, description: null }]);
  });

  it('names each row\'s problems from the shared rules', () => {
    const rows = [{ ...NEW_ATTRIBUTE, identifier: 'ab', name: 'x' }, { ...NEW_ATTRIBUTE, identifier: 'temp_1', name: 'T', min: '5', max: '1' }, { ...NEW_ATTRIBUTE, identifier: 'temp_2', name: 'T', min: 'x' }];
    expect(attributeProblems(rows)).toEqual({
      '0.identifier': { key: 'attribute_identifier_format' },
      '1.max': { key: 'attribute_range_order' },
      '2.min': { key: 'attribute_number_format' },
    });
    expect(canAddAttribute(Array.from({ length: 19 }, () => NEW_ATTRIBUTE))).toBe(true);
    expect(canAddAttribute(Array.from({ length: 20 }, () => NEW_ATTRIBUTE))).toBe(false);
  });
});

describe('QR batch, decommission, broker addresses', () => {
  it('checks the batch: an integer 1-50, remark at most 20', () => {
    expect(qrBatchRules({ factoryNumber: 'SN', count: '50', remark: '' })).toEqual({});
    expect(qrBatchRules({ factoryNumber: 'SN', count: '0', remark: '' })).toEqual({ count: 'qr_batch_range' });
    expect(qrBatchRules({ factoryNumber: 'SN', count: '51', remark: '' })).toEqual({ count: 'qr_batch_range' });
    expect(qrBatchRules({ factoryNumber: 'SN', count: '', remark: 'r'.repeat(21) })).toEqual({ count: 'qr_batch_range', remark: 'qr_remark_too_long' });
  });

  it('asks the password to log a device out', () => {
    expect(decommissionRules({ password: '' })).toEqual({ password: 'login_password_required' });
    expect(decommissionRules({ password: 'x' })).toEqual({ password: null });
  });

  it('tells the device where the broker is', () => {
    expect(brokerAddresses({ hostname: 'example.com', host: 'example.com:8443', protocol: 'https:' }, 1883)).toEqual({ tcp: 'mqtt://example.com:1883', webSocket: 'wss://example.com:8443/mqtt' });
    expect(brokerAddresses({ hostname: 'localhost', host: 'localhost:4000', protocol: 'http:' }, null)).toEqual({ tcp: null, webSocket: 'ws://localhost:4000/mqtt' });
  });
});
