import { isKnownParameter, jsonFits, parsePayload, parseTopic } from './messages';

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

describe('parseTopic, read by its characters', () => {
  // The scheme as patterns: what the character reading must answer exactly.
  const SEGMENT = /^[A-Za-z0-9_.:-]{1,64}$/;
  const byPattern = (topic: string) => {
    const parts = topic.split('/');
    if (parts.length === 3 && parts[0] === 'device' && SEGMENT.test(parts[1]) && SEGMENT.test(parts[2])) return { kind: 'parameter', uuid: parts[1], key: parts[2] };
    if (parts.length === 2 && parts[0] === 'processrate' && SEGMENT.test(parts[1])) return { kind: 'processrate', uuid: parts[1] };
    return null;
  };
  it('answers as the patterns on every character at every place, and at the length bounds', () => {
    const shapes = (s: string) => [`device/${s}/key`, `device/dev-1/${s}`, `processrate/${s}`, `device/${s}`, `${s}/dev-1/key`, `processrate/${s}/x`];
    const topics: string[] = [];
    // Every UTF-16 unit below 0x180 (ASCII, control characters, Latin-1), a surrogate and U+FFFF, alone and inside a segment.
    for (const c of [...Array.from({ length: 0x180 }, (_, i) => String.fromCharCode(i)), '\uD800', '\uFFFF']) for (const s of [c, `a${c}b`, `${c}x`]) topics.push(...shapes(s));
    for (const n of [0, 1, 63, 64, 65, 200]) topics.push(...shapes('k'.repeat(n)));
    topics.push('', '/', '//', 'device', 'device/', 'device//', 'device/a/', 'processrate', 'processrate/', 'Device/a/b', 'devic/a/b', 'deviceX/a/b', 'processrateX/a', 'device/a/b/', '$SYS/broker/clients');
    let refused = 0;
    for (const topic of topics) {
      expect([topic, parseTopic(topic)]).toEqual([topic, byPattern(topic)]);
      if (!byPattern(topic)) refused += 1;
    }
    // Both answers occur: the corpus is not all one kind.
    expect(refused).toBeGreaterThan(1000);
    expect(topics.length - refused).toBeGreaterThan(300);
  });
});

describe('parsePayload', () => {
  it('accepts milliseconds, seconds and ISO times', () => {
    expect(parsePayload('{"value":"Running","timeStamp":1773115200000}', NOW)).toEqual({ value: 'Running', atMs: 1773115200000 });
    expect(parsePayload('{"value":3.5,"timeStamp":1773115200}', NOW)?.atMs).toBe(1773115200000);
    expect(parsePayload('{"value":false,"timeStamp":"2026-03-10T03:00:00Z"}', NOW)).toEqual({ value: false, atMs: Date.parse('2026-03-10T03:00:00Z') });
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
