import { localeFromAcceptLanguage } from './locale';

describe('localeFromAcceptLanguage', () => {
  it.each([
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh-CN'],
    ['zh-TW', 'zh-CN'],
    ['zh-hk;q=0.9', 'zh-CN'],
    ['zh-SG,zh;q=0.9', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('maps %j to %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });

  it('lets a saved language win over the browser', () => {
    expect(localeFromAcceptLanguage('en-US', 'zh_CN')).toBe('zh-CN');
    expect(localeFromAcceptLanguage('zh-CN', 'en')).toBe('en');
  });
});
