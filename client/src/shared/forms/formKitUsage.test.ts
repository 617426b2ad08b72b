/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

const src = path.resolve(__dirname, '..', '..');
const kit = path.join(src, 'shared', 'forms');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === kit || entry.name === 'gql' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Files (relative to src) whose text matches. */
const matching = (pattern: RegExp) => sources(src).filter((file) => pattern.test(fs.readFileSync(file, 'utf8'))).map((file) => path.relative(src, file));

// Forms are built on shared/forms: the contract rules, their messages in the user's language,
// and the server's field errors on the same fields. A hand-made form would miss one of them.
describe('forms', () => {
  it('are the kit\'s ContractForm: no <form> element elsewhere', () => {
    expect(matching(/<form[\s>]/)).toEqual([]);
  });

  it('show field errors only through the kit (no hand-made Field.ErrorText)', () => {
    expect(matching(/Field\.ErrorText/)).toEqual([]);
  });

  it('do not use react-hook-form outside the kit', () => {
    expect(matching(/from 'react-hook-form'/)).toEqual([]);
  });
});
