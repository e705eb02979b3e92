import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  buttonRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's base system with the default tokens but only the recipes our screens use: the full default config
 * carries every component's styles and would push the entry screen over its 150 KB budget (docs/frontend.md).
 * Using a new Chakra component means adding its recipe here.
 *
 * The workspace theme table is a set of semantic colours whose values are CSS variables that branding.ts sets
 * at run time, so a workspace's colours apply without rebuilding the system.
 */
const appColour = (cssVar: string, fallback: string) => ({ value: `var(${cssVar}, ${fallback})` });

const chakraDefaults = defineConfig({
  // Chakra's CSS reset: no body margin, one sans-serif font for text and controls, border-box sizing, no stray
  // borders on buttons or list indents. Without it the browser's defaults leak through (docs/frontend.md).
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      button: buttonRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      // Underlined at rest: with the reset a plain link looks like any other text on the cards.
      link: { ...linkRecipe, defaultVariants: { variant: 'underline' } },
      separator: separatorRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: { toast: toastSlotRecipe },
  },
});

const appTheme = defineConfig({
  theme: {
    semanticTokens: {
      colors: {
        app: {
          accent: appColour('--app-accent', '#F26B2F'),
          background: appColour('--app-background', '#CBCBCB'),
          text: appColour('--app-text', '#111111'),
          widget: appColour('--app-widget', '#F26B2F'),
          widgetText: appColour('--app-widget-text', '#000000'),
          menu: appColour('--app-menu', '#FFFFFF'),
          menuText: appColour('--app-menu-text', '#111111'),
        },
      },
    },
  },
  globalCss: {
    body: { bg: 'app.background', color: 'app.text' },
    // The screens use native radios and checkboxes (no recipes to load); they take the workspace's accent.
    'input[type="radio"], input[type="checkbox"]': { accentColor: 'app.accent' },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, chakraDefaults), appTheme);
