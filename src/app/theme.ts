import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * Indigo shade 8 keeps white-on-primary and primary-on-white above WCAG AA (5.7:1) in both schemes;
 * Mantine's default shade 6 is 3.6:1.
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  focusRing: 'auto',
  respectReducedMotion: true,
  components: {
    Button: { defaultProps: { size: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
  },
});

/** Mantine's dimmed, error and dark-scheme link colours fall under 4.5:1; these pass AA on body and cards. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-anchor': 'var(--mantine-color-indigo-3)',
  },
});
