import { Stack, Switch, Text } from '@mantine/core';
import type { EmailMode, FollowChannels } from '../../../../server/schemas/notifications';
import { OptionToggle, type ToggleOption } from '../../../components/option-toggle';

const EMAIL_OPTIONS: readonly ToggleOption<EmailMode>[] = [
  { value: 'off', label: 'Off' },
  { value: 'immediate', label: 'At once' },
  { value: 'digest', label: 'Daily digest' },
];

export interface FollowChannelsFieldsProps {
  channels: FollowChannels;
  /** Called with the one channel changed. */
  onChange: (change: Partial<FollowChannels>) => void;
  /** Off while the follow is being saved (it has no id to change yet). @default false */
  disabled?: boolean;
}

/**
 * Where the news of one followed thing goes: the inbox, push to this reader's devices, and email (off,
 * one mail each time, or one item in the daily digest). Used by the Follow menus and Me → Notifications.
 */
export function FollowChannelsFields({ channels, onChange, disabled = false }: FollowChannelsFieldsProps) {
  return (
    // A fieldset disables every control inside at once, native radios included.
    <fieldset disabled={disabled} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <Stack gap="sm">
        <Switch
          label="Inbox"
          description="An item in your inbox on Me"
          checked={channels.inbox}
          onChange={(event) => onChange({ inbox: event.currentTarget.checked })}
          size="md"
        />
        <Switch
          label="Push"
          description="A notification on devices where push is on"
          checked={channels.push}
          onChange={(event) => onChange({ push: event.currentTarget.checked })}
          size="md"
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} aria-hidden>
            Email
          </Text>
          <OptionToggle
            label="Email"
            options={EMAIL_OPTIONS}
            value={channels.email}
            onChange={(email) => onChange({ email })}
          />
        </Stack>
      </Stack>
    </fieldset>
  );
}
