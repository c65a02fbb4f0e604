import { createSystem, defaultBaseConfig, mergeConfigs } from '@chakra-ui/react';
import { defaultThemeConfig } from '@chakra-ui/react/theme';
import { serializeStyles } from '@emotion/serialize';
import { describe, expect, it } from 'vitest';
import { chakraTokensConfig } from './chakra-tokens';
import { appSystem } from './system';
import { appSystemConfig } from './system-config';

const system = appSystem();

const chakraSystem = createSystem(
  mergeConfigs(defaultBaseConfig, {
    ...defaultThemeConfig,
    theme: { ...defaultThemeConfig.theme, recipes: {}, slotRecipes: {} },
  }),
);
const ours = createSystem(mergeConfigs(defaultBaseConfig, chakraTokensConfig));

/** Every token's value in light mode (the site has no dark mode), by name: 'spacing.4' → '1rem'. */
function tokenValues(target: typeof system): Map<string, string> {
  const light = [...target.tokens.allTokens].filter((token) => token.extensions.condition !== '_dark');
  return new Map(light.map((token) => [token.name, JSON.stringify(token.value)]));
}

describe('the airline design system', () => {
  const chakra = tokenValues(chakraSystem);
  const own = tokenValues(ours);

  const semanticColours = new Set(
    [...chakraSystem.tokens.allTokens]
      .filter((token) => token.extensions.conditions && token.name.startsWith('colors.'))
      .map((token) => token.name),
  );

  it("has every one of Chakra's tokens with Chakra's value, semantic colours and animations aside", () => {
    for (const [name, value] of chakra) {
      if ((semanticColours.has(name) || name.startsWith('colors.colorPalette')) && !own.has(name)) continue;
      if (name.startsWith('animations.')) continue;
      expect(own.get(name), name).toBe(value);
    }
  });

  it("has Chakra's breakpoints and global styles", () => {
    expect(chakraTokensConfig.theme?.breakpoints).toEqual(defaultThemeConfig.theme?.breakpoints);
    expect(chakraTokensConfig.globalCss).toEqual(defaultThemeConfig.globalCss);
  });

  it('keeps the semantic colours the global styles use, with their light values', () => {
    for (const name of ['colors.bg', 'colors.fg', 'colors.fg.muted', 'colors.border', 'colors.gray.emphasized']) {
      expect(own.get(name), name).toBeDefined();
      expect(own.get(name)).toBe(chakra.get(name));
    }
  });

  it('adds the brand colours and leaves out the component recipes, keyframes and animations', () => {
    expect(system.token('colors.brand.600')).toBe('#b8232f');
    expect(Object.keys(system._config.theme?.recipes ?? {})).toEqual([]);
    expect(system._config.theme?.keyframes ?? {}).toEqual({});
    expect([...own.keys()].filter((name) => name.startsWith('animations.'))).toEqual([]);
  });

  it('writes into the page the CSS Chakra itself would write for the theme, made by the build', () => {
    const chakraOwn = serializeStyles([createSystem(appSystemConfig)._global]).styles;
    expect(system._global).toBe(chakraOwn);
  });
});
