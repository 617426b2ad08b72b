import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme with only the recipes of the components the app uses: the full
 * `defaultSystem` carries about 90 recipes and is the largest part of the JS loaded before
 * the first paint. A component whose recipe is missing renders unstyled without an error,
 * so `system.test.ts` checks every Chakra component imported in `src/` against this list:
 * add the recipe here when you use a new component.
 */
export const APP_RECIPES = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  link: linkRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const APP_SLOT_RECIPES = {
  checkbox: checkboxSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  dialog: dialogSlotRecipe,
  field: fieldSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  popover: popoverSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  tag: tagSlotRecipe,
  toast: toastSlotRecipe,
};

/** The same tokens, global styles and conditions as Chakra's default system. */
export const appSystem = createSystem(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss: {
      ...globalCss,
      // A field focused for its error (the first one of a failed save) scrolls into view with its label and
      // the lines above it, not flush against the top where the label and an error above it are cut off.
      'input, select, textarea': { scrollMarginTop: '6rem', scrollMarginBottom: '2rem' },
    },
    theme: { breakpoints, keyframes, tokens, semanticTokens, recipes: APP_RECIPES, slotRecipes: APP_SLOT_RECIPES, textStyles, layerStyles, animationStyles },
  }),
);
