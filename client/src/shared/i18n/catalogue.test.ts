import { FALLBACK_LOCALE, messagesFor } from './catalogue';
import type { MessagePair } from './defineMessages';

describe('messagesFor', () => {
  it('falls back to Chinese for a text missing in English (spec: fallback locale cn)', () => {
    const bundle = { only_zh: { en: '', zh: '仅中文' } as MessagePair, both: { en: 'Both', zh: '两者' } };
    expect(messagesFor('en', { bundle }).only_zh).toBe('仅中文');
    expect(messagesFor('en', { bundle }).both).toBe('Both');
    expect(messagesFor('zh-CN', { bundle }).both).toBe('两者');
    expect(FALLBACK_LOCALE).toBe('zh-CN');
  });

  it('has the same ids in both languages', () => {
    expect(Object.keys(messagesFor('en')).sort()).toEqual(Object.keys(messagesFor('zh-CN')).sort());
  });
});
