import { ERROR_CATALOGUE, REQUEST_REASONS, type RequestReason, errorMessage, localizedParams, requestReasonText } from './error-messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const CJK = /[\u4e00-\u9fff]/;

describe('the error texts', () => {
  /** Each text as "<name>: <placeholders> <in Chinese?>", so that a failure names the text. */
  const shapes = (texts: Record<string, { en: string; zh: string }>, language: 'en' | 'zh') =>
    Object.entries(texts).map(([name, t]) => `${name}: ${placeholders(t[language]).join(',')} ${language === 'en' || CJK.test(t.zh)}`);

  it('say the same parameters in both languages, the Chinese text in Chinese: every errorno', () => {
    expect(shapes(ERROR_CATALOGUE, 'zh')).toEqual(shapes(ERROR_CATALOGUE, 'en'));
  });

  it('say the same parameters in both languages, the Chinese text in Chinese: every refusal reason', () => {
    expect(shapes(REQUEST_REASONS, 'zh')).toEqual(shapes(REQUEST_REASONS, 'en'));
  });
});

describe('a refusal reason (errorno 1004)', () => {
  const params = { bytes: 4096, reasonKey: 'bodyTooLarge', reason: 'the body is larger than 4096 bytes' };

  it("is said in the message's language, whatever language the params carry it in", () => {
    expect(errorMessage(1004, 'zh-CN', params)).toBe('请求无效：请求体超过 4096 字节');
    expect(errorMessage(1004, 'en', { ...params, reason: '请求体超过 4096 字节' })).toBe('Invalid request: the body is larger than 4096 bytes');
    expect(localizedParams('zh-CN', params)).toEqual({ ...params, reason: '请求体超过 4096 字节' });
  });

  it('keeps a reason without a known key as it is (older errors, other numbers)', () => {
    expect(errorMessage(1004, 'zh-CN', { reason: 'something' })).toBe('请求无效：something');
    const unknown = { reasonKey: 'toString', reason: 'as given' };
    expect(localizedParams('zh-CN', unknown)).toBe(unknown);
  });

  it('fills its own parameters', () => {
    const key: RequestReason = 'pageSizeChoice';
    expect(requestReasonText(key, 'en', { sizes: '10, 20', last: 50 })).toBe('pageSize must be 10, 20 or 50');
    expect(requestReasonText(key, 'zh-CN', { sizes: '10, 20', last: 50 })).toBe('pageSize 必须是 10, 20 或 50');
  });
});
