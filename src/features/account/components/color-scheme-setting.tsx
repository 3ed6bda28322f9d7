import { SegmentedControl, Stack, Text, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';

const SCHEMES: { value: MantineColorScheme; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'Auto' },
];

/** Light, Dark or Auto (follow the system); Mantine's colour scheme manager keeps the choice in localStorage. */
export function ColorSchemeSetting() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <Stack gap={4}>
      <Text fw={600} id="color-scheme-label">
        Appearance
      </Text>
      <Text size="sm" c="dimmed" id="color-scheme-hint">
        Auto follows your device&apos;s setting.
      </Text>
      <SegmentedControl
        mt={4}
        aria-labelledby="color-scheme-label"
        aria-describedby="color-scheme-hint"
        data={SCHEMES}
        value={colorScheme}
        onChange={(value) => setColorScheme(value as MantineColorScheme)}
      />
    </Stack>
  );
}
