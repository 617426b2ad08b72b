import { isKnownParameter, parsePayload, parseTopic } from './messages';

const NOW = Date.parse('2026-03-10T04:00:00Z');

describe('parseTopic', () => {
  it('reads device parameters and process rate', () => {
    expect(parseTopic('device/dev-1/LaserPower')).toEqual({ kind: 'parameter', uuid: 'dev-1', key: 'LaserPower' });
    expect(parseTopic('processrate/dev-1')).toEqual({ kind: 'processrate', uuid: 'dev-1' });
  });
  it('refuses other shapes', () => {
    for (const t of ['device/dev-1', 'device/dev-1/a/b', 'devices/dev-1/x', 'processrate/', 'device//x', 'device/dev 1/x', '$SYS/broker']) expect(parseTopic(t)).toBeNull();
  });
});

describe('parsePayload', () => {
  it('accepts milliseconds, seconds and ISO times', () => {
    expect(parsePayload('{"value":"Running","timeStamp":1773115200000}', NOW)).toEqual({ value: 'Running', at: new Date(1773115200000) });
    expect(parsePayload('{"value":3.5,"timeStamp":1773115200}', NOW)?.at.getTime()).toBe(1773115200000);
    expect(parsePayload('{"value":false,"timeStamp":"2026-03-10T03:00:00Z"}', NOW)).toEqual({ value: false, at: new Date('2026-03-10T03:00:00Z') });
    expect(parsePayload(Buffer.from('{"value":null,"timeStamp":"1773115200000"}'), NOW)?.value).toBeNull();
  });
  it('rejects malformed payloads', () => {
    for (const p of ['', 'not json', '[]', '42', '{"timeStamp":1773115200000}', '{"value":1}', '{"value":1,"timeStamp":"yesterday"}', '{"value":1,"timeStamp":5}', '{"value":1,"timeStamp":4102444800000}', '{"value":1,"timeStamp":{}}']) {
      expect(parsePayload(p, NOW)).toBeNull();
    }
    expect(parsePayload(JSON.stringify({ value: 'x'.repeat(20000), timeStamp: NOW }), NOW)).toBeNull();
  });
});

describe('isKnownParameter', () => {
  it('knows the spec points, any WHstatus_ label and configured formats', () => {
    expect(isKnownParameter('BoosterWaterPressure')).toBe(true);
    expect(isKnownParameter('WHstatus_ToolLife')).toBe(true);
    expect(isKnownParameter('Bogus')).toBe(false);
    expect(isKnownParameter('Bogus', new Set(['Bogus']))).toBe(true);
  });
});
