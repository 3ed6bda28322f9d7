import { DEFAULT_THEME, luminance, mergeMantineTheme } from '@mantine/core';
import { cssVariablesResolver, theme } from '../app/theme';

const appTheme = mergeMantineTheme(DEFAULT_THEME, theme);
const MANTINE_COLOR = /^var\(--mantine-color-([a-z]+)-(\d)\)$/;

/** 'var(--mantine-color-gray-7)' → '#495057'; '#fff' stays as it is. */
function resolveColor(value: string): string {
  const match = MANTINE_COLOR.exec(value);
  if (!match) return value;
  const shade = appTheme.colors[match[1]!]?.[Number(match[2])];
  if (!shade) throw new Error(`${value} is not a colour of the theme`);
  return shade;
}

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(resolveColor(foreground)), luminance(resolveColor(background))].sort(
    (a, b) => b - a,
  );
  return (lighter! + 0.05) / (darker! + 0.05);
}

/** A CSS variable as the app's theme sets it in one colour scheme (src/app/theme.ts). */
export function themeVariable(scheme: 'light' | 'dark', name: `--${string}`): string {
  const value = (cssVariablesResolver(appTheme)[scheme] as Record<string, string | undefined>)[name];
  if (!value) throw new Error(`the theme does not set ${name} in the ${scheme} scheme`);
  return resolveColor(value);
}

/**
 * The backgrounds muted text sits on, per scheme: the page body, cards (SectionCard) and Paper, and the
 * striped rows of compact tables (Mantine's own CSS).
 */
export const BACKGROUNDS = {
  light: { body: '#fff', card: '#fff', 'striped row': 'var(--mantine-color-gray-0)' },
  dark: {
    body: 'var(--mantine-color-dark-7)',
    card: 'var(--mantine-color-dark-6)',
    'striped row': 'var(--mantine-color-dark-6)',
  },
} as const;
