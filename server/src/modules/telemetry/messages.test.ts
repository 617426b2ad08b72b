import { isKnownParameter, jsonFits, parsePayload, parseTopic, topicParser } from './messages';

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

describe('topicParser', () => {
  const topics = ['device/dev-1/LaserPower', 'processrate/dev-1', 'device/dev-1', 'device/dev 1/x', 'device/dev-2/LaserPower'];
  it('answers as parseTopic, the first time and when a topic comes again', () => {
    const topicOf = topicParser(10);
    for (const round of [1, 2]) for (const t of topics) expect([round, t, topicOf(t)]).toEqual([round, t, parseTopic(t)]);
  });
  it('keeps answering correctly after a flood of new topics passed its capacity', () => {
    const topicOf = topicParser(3);
    for (let i = 0; i < 20; i++) expect(topicOf(`device/flood-${i}/x`)).toEqual({ kind: 'parameter', uuid: `flood-${i}`, key: 'x' });
    for (const t of topics) expect(topicOf(t)).toEqual(parseTopic(t));
    expect(topicOf('device/flood-0/x')).toEqual({ kind: 'parameter', uuid: 'flood-0', key: 'x' });
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
    expect(parsePayload(`{"value":1e400,"timeStamp":${NOW}}`, NOW)).toBeNull(); // Infinity
    expect(parsePayload(`{"value":-1e400,"timeStamp":${NOW}}`, NOW)).toBeNull();
    expect(parsePayload(`{"value":NaN,"timeStamp":${NOW}}`, NOW)).toBeNull();
    expect(parsePayload(Buffer.concat([Buffer.from('{"value":"'), Buffer.of(0xff, 0xfe), Buffer.from(`","timeStamp":${NOW}}`)]), NOW)).toBeNull();
    // Well-formed UTF-8 (and escaped control characters) is text like any other.
    expect(parsePayload(Buffer.from(`{"value":"é\\u0001","timeStamp":${NOW}}`), NOW)?.value).toBe('é\u0001');
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

describe('jsonFits', () => {
  it('measures the value as JSON in UTF-8 bytes', () => {
    expect(jsonFits('a'.repeat(98), 100)).toBe(true); // 98 characters and two quotes
    expect(jsonFits('a'.repeat(99), 100)).toBe(false);
    expect(jsonFits('é'.repeat(49), 100)).toBe(true); // two bytes each
    expect(jsonFits('é'.repeat(50), 100)).toBe(false);
    expect(jsonFits('\u0001'.repeat(16), 100)).toBe(true); // escaped as \u0001: 6 bytes each
    expect(jsonFits('\u0001'.repeat(17), 100)).toBe(false);
    expect(jsonFits({ a: [1, 2, { b: 'x'.repeat(80) }] }, 100)).toBe(true);
    expect(jsonFits({ a: [1, 2, { b: 'x'.repeat(90) }] }, 100)).toBe(false);
  });
  it('answers numbers, booleans and null without serialising', () => {
    expect(jsonFits(-1.7976931348623157e308, 16)).toBe(false); // 24 characters, as JSON too
    expect(jsonFits(1e308, 16)).toBe(true); // 1e+308
    expect(jsonFits(123.5, 16)).toBe(true);
    expect(jsonFits(true, 16)).toBe(true);
    expect(jsonFits(null, 16)).toBe(true);
    expect(jsonFits(false, 4)).toBe(false);
    // The longest numbers JSON writes: 24 characters.
    for (const n of [-1.7976931348623157e308, -2.2250738585072014e-308, -1.2345678901234567e-7, -123456789012345680000]) {
      expect(JSON.stringify(n).length).toBeLessThanOrEqual(24);
      expect(jsonFits(n, 24)).toBe(true);
      expect(jsonFits(n, JSON.stringify(n).length - 1)).toBe(false);
    }
  });
  it('does not fit what cannot be serialised', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(jsonFits(cyclic, 4096)).toBe(false);
    expect(jsonFits(10n, 4096)).toBe(false);
  });
});
