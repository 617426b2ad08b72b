import { ERROR_CATALOGUE } from '@contract/error-catalogue';
import { VALIDATION_MESSAGES } from '@contract/validation';
import { messagesFor } from './catalogue';
import { enUi } from './en';
import { zhCNUi } from './zh-CN';

describe('message catalogues', () => {
  it('have the same keys in English and Chinese', () => {
    expect(Object.keys(zhCNUi).sort()).toEqual(Object.keys(enUi).sort());
    expect(Object.keys(messagesFor('zh-CN')).sort()).toEqual(Object.keys(messagesFor('en')).sort());
  });

  it('have no empty text', () => {
    for (const locale of ['en', 'zh-CN'] as const) {
      for (const [key, text] of Object.entries(messagesFor(locale))) {
        expect(`${key}: ${text.trim()}`).not.toBe(`${key}: `);
      }
    }
  });

  it('hold error_no_{code} for every code of the shared catalogue, in both languages', () => {
    for (const [code, entry] of Object.entries(ERROR_CATALOGUE)) {
      expect(messagesFor('en')[`error_no_${code}`]).toBe(entry.en);
      expect(messagesFor('zh-CN')[`error_no_${code}`]).toBe(entry.zh);
    }
  });

  it('take the login messages from the shared form rules', () => {
    expect(messagesFor('en').wp_Please_enter_your_username).toBe(VALIDATION_MESSAGES.username_required.en);
    expect(messagesFor('zh-CN').wp_Please_enter_your_password).toBe(VALIDATION_MESSAGES.login_password_required.zh);
  });
});
