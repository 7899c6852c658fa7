import { createSystem } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { defaultThemeConfig } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { createAppSystem } from '@/app/theme';

type Variants = { variants?: Record<string, Record<string, unknown>> };

/** The recipe's default props and each of its variants' options, one at a time. */
const propsOf = (recipe: Variants) => [
  {},
  ...Object.entries(recipe.variants ?? {}).flatMap(([variant, options]) =>
    Object.keys(options).map((option) => ({ [variant]: option })),
  ),
];

describe('the app theme', () => {
  // createAppSystem hands the recipes to the system after createSystem (they skip its deep clone):
  // every component must still be styled exactly as Chakra's defaults style it (without cascade
  // layers, as the app runs: src/app/theme.ts).
  const app = createAppSystem();
  const chakra = createSystem(defaultBaseConfig, defaultThemeConfig, { disableLayers: true });

  it('styles every recipe and slot recipe as Chakra does, for every variant', () => {
    const recipes = Object.entries(defaultThemeConfig.theme?.recipes ?? {});
    const slotRecipes = Object.entries(defaultThemeConfig.theme?.slotRecipes ?? {});
    expect(recipes.length).toBeGreaterThan(10);
    expect(slotRecipes.length).toBeGreaterThan(40);
    for (const [key, recipe] of recipes)
      for (const props of propsOf(recipe as Variants))
        expect(app.getRecipeFn(key)(props), `${key} ${JSON.stringify(props)}`).toEqual(chakra.getRecipeFn(key)(props));
    for (const [key, recipe] of slotRecipes)
      for (const props of propsOf(recipe as Variants))
        expect(app.getSlotRecipeFn(key)(props), `${key} ${JSON.stringify(props)}`).toEqual(
          chakra.getSlotRecipeFn(key)(props),
        );
  });

  it('adds the brand palette and keeps only light semantic values', () => {
    expect(app.token('colors.brand.700')).toBe('#4338ca');
    expect(app.token('colors.brand.solid')).toBe('var(--chakra-colors-brand-solid)');
    expect(JSON.stringify(app._global)).not.toContain('.dark');
  });
});
