import fs from 'node:fs';
import path from 'node:path';
import type { Messages } from '../shared/i18n/defineMessages';
import { APP_MESSAGES } from './catalogue';
import { FEATURE_MESSAGES } from './featureMessages';
import { addMessages, catalogueFor, EAGER_MESSAGES } from './messageCatalogue';
import { ROUTE_TABLE } from './routes';

const EAGER_FEATURES = ['auth', 'common', 'system-messages'];

describe('feature messages', () => {
  it('every bundle of the app is loaded with the app or by a feature loader, and none twice', async () => {
    const eager = new Set<Messages>(Object.values(EAGER_MESSAGES));
    const lazy: Messages[] = (await Promise.all(Object.values(FEATURE_MESSAGES).map((load) => load()))).flat();
    for (const bundle of lazy) expect(eager.has(bundle)).toBe(false);
    expect(new Set(lazy).size).toBe(lazy.length);
    const all = new Set<Messages>(Object.values(APP_MESSAGES));
    expect(new Set([...eager, ...lazy])).toEqual(all);
  });

  it("every route of a lazily loaded feature loads that feature's messages with its screen", () => {
    const source = fs.readFileSync(path.join(__dirname, 'routes.ts'), 'utf8');
    const screens = [...source.matchAll(/lazyScreen\(\s*\(\) => import\('\.\.\/features\/([\w-]+)\/[^']+'\),\s*'\w+'\s*(,\s*FEATURE_MESSAGES\.\w+\s*)?\)/g)];
    expect(screens.length).toBeGreaterThan(10);
    const missing = screens.filter((m) => !EAGER_FEATURES.includes(m[1]) && !m[2]).map((m) => m[0]);
    expect(missing).toEqual([]);
    // Every lazyScreen call was understood by the pattern above.
    expect(screens.length).toBe((source.match(/lazyScreen\(\s*\(\) =>/g) ?? []).length);
  });

  it("a screen's messages are in the catalogue once its route has loaded, in every locale built before or after", async () => {
    const before = catalogueFor('en');
    const id = Object.keys(FEATURE_MESSAGES_SAMPLE)[0];
    expect(before[id]).toBeUndefined();
    const route = ROUTE_TABLE.find((r) => r.path === '/productlist');
    if (route?.screen.kind !== 'lazy') throw new Error('the product list is a lazy screen');
    await route.screen.load();
    expect(before[id]).toBe(FEATURE_MESSAGES_SAMPLE[id].en);
    expect(catalogueFor('zh-CN')[id]).toBe(FEATURE_MESSAGES_SAMPLE[id].zh);
    // Adding a bundle again changes nothing.
    addMessages([FEATURE_MESSAGES_SAMPLE]);
    expect(before[id]).toBe(FEATURE_MESSAGES_SAMPLE[id].en);
  });
});

// The product manuals' messages, read as the route loads them.
let FEATURE_MESSAGES_SAMPLE: Messages;
beforeAll(async () => {
  [FEATURE_MESSAGES_SAMPLE] = await FEATURE_MESSAGES.productManuals();
});
