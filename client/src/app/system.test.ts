import fs from 'node:fs';
import path from 'node:path';
import { defaultSystem } from '@chakra-ui/react';
import { recipes as chakraRecipes, slotRecipes as chakraSlotRecipes } from '@chakra-ui/react/theme';
import { APP_RECIPES, APP_SLOT_RECIPES, appSystem } from './system';

/** Chakra exports whose recipe key is not their lower-camel-cased name, or that use more than one. */
const RECIPES_OF: Record<string, string[]> = {
  IconButton: ['button'],
  CloseButton: ['button'],
  ButtonGroup: ['button'],
  Toaster: ['toast'],
  createToaster: ['toast'],
  InputGroup: ['inputAddon'],
  InputAddon: ['inputAddon'],
  Checkbox: ['checkbox', 'checkmark'],
  RadioGroup: ['radioGroup', 'radiomark'],
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every name the app imports from '@chakra-ui/react', with the files importing it. */
function chakraImports(): Map<string, string[]> {
  const names = new Map<string, string[]>();
  const src = path.resolve(__dirname, '..');
  for (const file of sourceFiles(src)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of match[1].split(',')) {
        const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
        if (name) names.set(name, [...(names.get(name) ?? []), path.relative(src, file)]);
      }
    }
  }
  return names;
}

describe('appSystem', () => {
  it('has the recipe of every Chakra component the app imports', () => {
    const imports = chakraImports();
    expect(imports.size).toBeGreaterThan(10); // the scan finds the app's imports
    const missing: string[] = [];
    for (const [name, files] of imports) {
      const keys = RECIPES_OF[name] ?? [name[0].toLowerCase() + name.slice(1)];
      for (const key of keys) {
        if (key in chakraRecipes && !(key in APP_RECIPES)) missing.push(`recipe "${key}" (${name}, in ${files[0]})`);
        if (key in chakraSlotRecipes && !(key in APP_SLOT_RECIPES)) missing.push(`slot recipe "${key}" (${name}, in ${files[0]})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("styles the listed components exactly as Chakra's default system, with the same tokens", () => {
    expect(appSystem.token('colors.cyan.200')).toBe(defaultSystem.token('colors.cyan.200'));
    for (const key of Object.keys(APP_RECIPES)) expect(appSystem.getRecipeFn(key)({})).toEqual(defaultSystem.getRecipeFn(key)({}));
    for (const key of Object.keys(APP_SLOT_RECIPES)) expect(appSystem.getSlotRecipeFn(key)({})).toEqual(defaultSystem.getSlotRecipeFn(key)({}));
    expect(appSystem.isSlotRecipe('ratingGroup')).toBe(false); // what the app does not use is left out
  });
});
