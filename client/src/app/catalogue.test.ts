import fs from 'node:fs';
import path from 'node:path';
import { ERROR_CATALOGUE } from '@contract/error-messages';
import { VALIDATION_MESSAGES } from '@contract/validation-messages';
import { errorMessages, validationMessages } from '../shared/i18n/contractTexts';
import { APP_MESSAGES, appMessagesFor, type MessageId } from './catalogue';

// Type-level: the union holds the ids of the bundles, not any string.
const routeTitle: MessageId = 'route_deviceoverviewkanban';
// @ts-expect-error an id no bundle defines
const unknownId: MessageId = 'route_nowhere';

const bundles = Object.entries(APP_MESSAGES);

describe('message catalogue', () => {
  it('gives every id of every feature both languages, none empty', () => {
    const oneLanguage: string[] = [];
    for (const [name, bundle] of bundles) {
      for (const [id, pair] of Object.entries(bundle) as [string, Partial<Record<'en' | 'zh', unknown>>][]) {
        for (const language of ['en', 'zh'] as const) {
          const text = pair[language];
          if (typeof text !== 'string' || !text.trim()) oneLanguage.push(`${name}.${id} has no ${language}`);
        }
        const extra = Object.keys(pair).filter((k) => k !== 'en' && k !== 'zh');
        if (extra.length) oneLanguage.push(`${name}.${id} has ${extra.join(', ')}`);
      }
    }
    expect(oneLanguage).toEqual([]);
  });

  it("takes in every messages.ts beside the code (a feature's messages cannot be left out)", () => {
    const src = path.resolve(__dirname, '..');
    const find = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? find(path.join(dir, e.name)) : e.name === 'messages.ts' ? [path.join(dir, e.name)] : []));
    const registered = new Set<unknown>(Object.values(APP_MESSAGES));
    const missing = find(src).flatMap((file) =>
      Object.entries(require(file) as Record<string, unknown>)
        .filter(([, bundle]) => !registered.has(bundle))
        .map(([name]) => `${path.relative(src, file)}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('has each id defined by one feature only', () => {
    const owners = new Map<string, string[]>();
    for (const [name, bundle] of bundles) for (const id of Object.keys(bundle)) owners.set(id, [...(owners.get(id) ?? []), name]);
    const twice = [...owners].filter(([, names]) => names.length > 1).map(([id, names]) => `${id}: ${names.join(', ')}`);
    expect(twice).toEqual([]);
  });

  it('leaves error_no_{code} and validation_{key} to the shared contract', () => {
    const generated = new Set([...Object.keys(errorMessages('en')), ...Object.keys(validationMessages('en'))]);
    const clashing = bundles.flatMap(([name, bundle]) => Object.keys(bundle).filter((id) => generated.has(id)).map((id) => `${name}.${id}`));
    expect(clashing).toEqual([]);
  });

  it('has the same ids in English and Chinese', () => {
    expect(Object.keys(appMessagesFor('zh-CN')).sort()).toEqual(Object.keys(appMessagesFor('en')).sort());
  });

  it('holds error_no_{code} for every code of the shared catalogue, in both languages', () => {
    for (const [code, entry] of Object.entries(ERROR_CATALOGUE)) {
      expect(appMessagesFor('en')[`error_no_${code}`]).toBe(entry.en);
      expect(appMessagesFor('zh-CN')[`error_no_${code}`]).toBe(entry.zh);
    }
  });

  it('takes the login messages from the shared form rules', () => {
    expect(appMessagesFor('en').wp_Please_enter_your_username).toBe(VALIDATION_MESSAGES.username_required.en);
    expect(appMessagesFor('zh-CN').wp_Please_enter_your_password).toBe(VALIDATION_MESSAGES.login_password_required.zh);
    expect(appMessagesFor('zh-CN').validation_confirm_mismatch).toBe(VALIDATION_MESSAGES.confirm_mismatch.zh);
  });

  it('keeps the ids the browser suite and the route table read', () => {
    expect(appMessagesFor('en')[routeTitle]).toBe('Equipment overview');
    expect(appMessagesFor('en').menu_product_archive).toBe('Product archive management');
    expect(appMessagesFor('en').shell_sign_out_body).toBe('Do you want to sign out?');
    expect(appMessagesFor('en')[unknownId]).toBeUndefined();
  });
});
