import { Stack, Text, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { OptionToggle } from '../../../components/option-toggle';

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
      <Text fw={600}>Appearance</Text>
      <Text size="sm" c="dimmed" mb={4}>
        Auto follows your device&apos;s setting.
      </Text>
      <OptionToggle label="Appearance" options={SCHEMES} value={colorScheme} onChange={setColorScheme} />
    </Stack>
  );
}
