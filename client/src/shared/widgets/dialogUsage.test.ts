/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

const src = path.resolve(__dirname, '..', '..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : sources(full);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [full] : [];
  });
}

// Dialogs are opened by a button and closed by Escape, the backdrop or their own buttons: focus
// must go back to what opened them (DialogFrame's `useOpener`), or the next Tab starts again at
// the top of the page. One frame serves them all; ten dialogs had repeated it by hand.
describe('dialogs', () => {
  it('are DialogFrame (or ConfirmDialog on it); a Dialog.Root elsewhere gives focus back itself (finalFocusEl)', () => {
    const roots = sources(src).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/<Dialog\.Root\b.*$/gm)].map((m) => ({ file: path.relative(src, file), tag: m[0] })),
    );
    expect(roots.length).toBeGreaterThan(0);
    expect(roots.filter(({ tag }) => !/\bfinalFocusEl=/.test(tag)).map(({ file }) => file)).toEqual([]);
  });
});
