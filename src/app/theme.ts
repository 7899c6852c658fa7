import { createSystem, defineConfig, type SystemContext } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { defaultThemeConfig } from '@chakra-ui/react/theme';

/**
 * Topicwise's design system: Chakra's defaults plus an indigo `brand` palette (the manifest's
 * theme colour, #4338ca, is brand.700). Use it as `colorPalette="brand"`.
 */
const config = defineConfig({
  // Each rule Emotion inserts inside an at-rule (@layer, @media) into a sheet that holds @layer
  // blocks makes Chromium lay the whole page out again: with 100,000 lines in the keywords field,
  // 2-3.8 s for each component type shown for the first time (a run's progress bar, its results;
  // issue 28). The price: a recipe's conditional or responsive style can now outrank a plain prop
  // (unlayered props used to win); where it does, set the recipe's CSS variable instead (App.tsx).
  disableLayers: true,
  globalCss: {
    // The shell has its own swipes and pull-to-refresh; the browser's would go back in history
    // or reload the whole page.
    'html, body': { bg: 'bg.subtle', color: 'fg', overscrollBehavior: 'none' },
    // Toasts sit above the bottom tab bar (64 px) where it is shown.
    ':root': { '--toast-offset-bottom': { base: 'calc(64px + 1rem)', md: '1rem' } },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#eef2ff' },
          100: { value: '#e0e7ff' },
          200: { value: '#c7d2fe' },
          300: { value: '#a5b4fc' },
          400: { value: '#818cf8' },
          500: { value: '#6366f1' },
          600: { value: '#4f46e5' },
          700: { value: '#4338ca' },
          800: { value: '#3730a3' },
          900: { value: '#312e81' },
          950: { value: '#1e1b4b' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          subtle: { value: '{colors.brand.100}' },
          muted: { value: '{colors.brand.200}' },
          emphasized: { value: '{colors.brand.300}' },
          solid: { value: '{colors.brand.700}' },
          focusRing: { value: '{colors.brand.500}' },
          border: { value: '{colors.brand.500}' },
        },
      },
    },
  },
});

/**
 * Topicwise has no dark mode (nothing sets Chakra's `.dark` class), so each semantic token keeps its
 * light value only: a third fewer CSS variables for Chakra to build at start and for the browser to
 * carry through every style recalculation.
 */
function lightOnly<T>(tokens: T): T {
  if (typeof tokens !== 'object' || tokens === null) return tokens;
  const value = (tokens as { value?: unknown }).value;
  if (typeof value === 'object' && value !== null && '_light' in value)
    return { ...tokens, value: (value as { _light: unknown })._light };
  return Object.fromEntries(Object.entries(tokens).map(([key, nested]) => [key, lightOnly(nested)])) as T;
}

/** Chakra palettes no screen uses (each is 26 CSS variables and a palette for Chakra to build at start). */
const UNUSED_PALETTES = new Set(['cyan', 'pink']);

function withoutUnusedPalettes<T extends object>(colors: T | undefined): T | undefined {
  return colors && (Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T);
}

/**
 * Chakra's defaults declare 26 custom properties on every element (`*`): resets for the filter,
 * backdrop and ring utilities, which Topicwise does not use, and three globals (fonts, border
 * colour) that inherit just as well from `html`. Declared on every element they made each style
 * recalculation resolve them for every node: about half of the page's style time, and style
 * recalculations and layouts are a third of the first load's main-thread work on a phone.
 */
const chakraTheme = {
  ...defaultThemeConfig,
  theme: {
    ...defaultThemeConfig.theme,
    tokens: {
      ...defaultThemeConfig.theme?.tokens,
      colors: withoutUnusedPalettes(defaultThemeConfig.theme?.tokens?.colors),
    },
    semanticTokens: lightOnly({
      ...defaultThemeConfig.theme?.semanticTokens,
      colors: withoutUnusedPalettes(defaultThemeConfig.theme?.semanticTokens?.colors),
    }),
  },
  globalCss: {
    ...defaultThemeConfig.globalCss,
    '*': { fontFeatureSettings: '"cv11"' },
    html: {
      ...defaultThemeConfig.globalCss?.html,
      '--global-font-mono': 'fonts.mono',
      '--global-font-body': 'fonts.body',
      '--global-color-border': 'colors.border',
    },
  },
};

/**
 * Built on demand: it is most of the page's start-up script (its tokens' CSS variables and global
 * styles), and main.tsx runs it in a task of its own after the bundle's evaluation.
 */
export function createAppSystem(): SystemContext {
  // Chakra's `defaultConfig` is these two configs merged at import (a deep clone of every recipe);
  // createSystem merges its arguments anyway, so they go to it unmerged (vite.config.ts lets the
  // bundler drop the unused merge). The recipes (a hundred components' styles, read only when a
  // component renders) skip the merge's deep clone: about a third of createSystem's time.
  const { recipes, slotRecipes, ...theme } = chakraTheme.theme;
  const system = createSystem(defaultBaseConfig, { ...chakraTheme, theme }, config);
  // The system reads recipes from its merged config's theme object, on demand.
  Object.assign(system._config.theme ?? {}, { recipes, slotRecipes });
  if (!system.isSlotRecipe('card')) throw new Error("Chakra's system no longer reads recipes from its config's theme");
  return system;
}
