/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

const src = path.resolve(__dirname, '..', '..');
const wrapper = path.join(src, 'shared', 'api', 'useLiveSubscription.ts');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && full !== wrapper ? [full] : [];
  });
}

// Every live feed starts with a snapshot; Apollo's sharing of identical subscriptions would
// give a remounted component none (see useLiveSubscription).
describe('live subscriptions', () => {
  it('go through useLiveSubscription, never a shared useSubscription', () => {
    const direct = sources(src).filter((file) => /\buseSubscription\b/.test(fs.readFileSync(file, 'utf8'))).map((file) => path.relative(src, file));
    expect(direct).toEqual([]);
  });
});
