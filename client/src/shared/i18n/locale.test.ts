import { chooseLocale, languageForLocale } from './locale';

describe('chooseLocale', () => {
  it.each(['zh-cn', 'zh-tw', 'zh-hk', 'zh-CN', 'ZH-TW', 'zh-HK'])('chooses Chinese for browser language %s', (browser) => {
    expect(chooseLocale(browser)).toBe('zh-CN');
  });

  it.each(['zh-sg', 'zh', 'en-US', 'en', 'fr', 'de-DE', '', undefined, null])('chooses English for browser language %s', (browser) => {
    expect(chooseLocale(browser)).toBe('en');
  });

  it('lets a saved Chinese language win over an English browser', () => {
    expect(chooseLocale('en-US', 'zh_CN')).toBe('zh-CN');
  });

  it('lets a saved English language win over a Chinese browser', () => {
    expect(chooseLocale('zh-CN', 'en')).toBe('en');
  });

  it('follows the browser when nothing is saved', () => {
    expect(chooseLocale('zh-tw', null)).toBe('zh-CN');
    expect(chooseLocale('fr', undefined)).toBe('en');
  });

  it('maps locales back to the User.language values', () => {
    expect(languageForLocale('zh-CN')).toBe('zh_CN');
    expect(languageForLocale('en')).toBe('en');
  });
});
