import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { AgendaEvent } from '../../../../server/schemas/agenda';
import type { NetworkActionProps } from '../../../components/network-required';
import { formatDate } from '../../../utils/format-date';
import classes from './agenda.module.css';
import { ItemTitle } from './item-title';
import { countOf } from '../../../utils/count-of';

export interface AgendaItemRowProps {
  item: AgendaEvent;
  onRemove: (item: AgendaEvent) => void;
  /** This item's removal is in flight. @default false */
  removing?: boolean;
  /** From the list's NetworkRequired: Remove is off while offline. @default enabled */
  network?: NetworkActionProps;
}

/** Google opens its "add event" page; Apple Calendar and Outlook open the server's .ics file. */
const calendarLinks = (item: AgendaEvent) => [
  { label: 'Google', name: 'Google Calendar', href: item.google_calendar_link, newTab: true },
  { label: 'Apple', name: 'Apple Calendar', href: item.apple_calendar_link, newTab: false },
  { label: 'Outlook', name: 'Outlook', href: item.outlook_calendar_link, newTab: false },
];

/** One agenda item: what, when, where, and links to put it in Google, Apple or Outlook calendars. */
export function AgendaItemRow({ item, onRemove, removing = false, network }: AgendaItemRowProps) {
  const when = [formatDate(item.date), item.time, item.location].filter(Boolean).join(' · ');
  const who = [item.details2, item.billCount > 0 ? countOf(item.billCount, 'bill') : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className={classes.item}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <ItemTitle link={item.link}>{item.details}</ItemTitle>
          <Text size="sm">{when}</Text>
          {who && (
            <Text size="sm" c="dimmed">
              {who}
            </Text>
          )}
        </Stack>
        <ActionIcon
          variant="subtle"
          color="red"
          size={44}
          loading={removing}
          aria-label={`Remove ${item.details} from agenda`}
          onClick={() => onRemove(item)}
          {...network}
        >
          <IconTrash size={20} aria-hidden />
        </ActionIcon>
      </Group>
      <Group gap="xs" mt="xs" grow role="group" aria-label={`Add ${item.details} to your calendar`}>
        {calendarLinks(item).map(({ label, name, href, newTab }) => (
          <Button
            key={label}
            component="a"
            href={href}
            {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            variant="light"
            size="sm"
            mih={44}
            px={8}
            aria-label={`${name}: ${item.details}`}
          >
            {label}
          </Button>
        ))}
      </Group>
    </li>
  );
}
