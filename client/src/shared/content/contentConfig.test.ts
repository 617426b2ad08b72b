import shipped from '../../../../content/content-config.json';
import { DEFAULT_CONTENT, loadContentConfig, parseContentConfig, resetContentConfig } from './contentConfig';

describe('parseContentConfig', () => {
  it('takes the background and logo of the shipped file', () => {
    expect(parseContentConfig(shipped)).toEqual({ login: { background: DEFAULT_CONTENT.login.background, logo: '/content/logo.svg' }, maps: { token: '' } });
  });

  it('keeps the default of anything missing or malformed', () => {
    expect(parseContentConfig(null)).toEqual(DEFAULT_CONTENT);
    expect(parseContentConfig({ login: { background: 42 } })).toEqual(DEFAULT_CONTENT);
    expect(parseContentConfig({ login: { background: 'red; position: fixed' } }).login.background).toBe(DEFAULT_CONTENT.login.background);
    expect(parseContentConfig({ login: { background: '#123456 url(/content/bg.jpg) center/cover' } }).login.background).toBe('#123456 url(/content/bg.jpg) center/cover');
  });

  it('takes logos from this site or https only', () => {
    expect(parseContentConfig({ login: { logo: 'https://cdn.example.com/logo.png' } }).login.logo).toBe('https://cdn.example.com/logo.png');
    for (const logo of ['javascript:alert(1)', '//evil.example/logo.png', 'http://plain.example/logo.png', 'data:image/png;base64,AAA', '']) {
      expect(parseContentConfig({ login: { logo } }).login.logo).toBeNull();
    }
  });
});

describe('loadContentConfig', () => {
  beforeEach(() => resetContentConfig());

  it('loads once, and only logs a failure (the defaults stay)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const failing = jest.fn(() => Promise.reject(new Error('HTTP 404')));
      expect(await loadContentConfig(failing)).toEqual(DEFAULT_CONTENT);
      expect(await loadContentConfig(failing)).toEqual(DEFAULT_CONTENT);
      expect(failing).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
  });
});
