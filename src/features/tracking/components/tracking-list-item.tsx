import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { TrackingList } from '../../../../server/schemas/tracking';
import classes from './tracking.module.css';

export interface TrackingListItemProps {
  list: TrackingList;
  /** A rename or delete of this list is in flight. */
  busy: boolean;
  /** `done` is called once the new name is saved, to leave the edit form. */
  onRename: (name: string, done: () => void) => void;
  onDelete: () => void;
}

type Mode = 'view' | 'rename' | 'confirm-delete';

/** One list: its name and size, Rename (inline form) and Delete (asks once more: its bills' grouping is lost). */
export function TrackingListItem({ list, busy, onRename, onDelete }: TrackingListItemProps) {
  const [mode, setMode] = useState<Mode>('view');
  const [name, setName] = useState(list.name);
  const count = `${list.bill_count} ${list.bill_count === 1 ? 'bill' : 'bills'}`;

  if (mode === 'rename') {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      onRename(name, () => setMode('view'));
    };
    return (
      <li className={classes.row}>
        <form onSubmit={submit} aria-label={`Rename ${list.name}`} style={{ flex: 1 }}>
          <Group align="flex-end" gap="xs">
            <TextInput
              label="List name"
              size="md"
              maxLength={80}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              style={{ flex: 1, minWidth: 160 }}
            />
            <Button type="submit" loading={busy} disabled={!name.trim()}>
              Save
            </Button>
            <Button variant="default" onClick={() => setMode('view')}>
              Cancel
            </Button>
          </Group>
        </form>
      </li>
    );
  }
  return (
    <li className={classes.row}>
      <div className={classes.body}>
        <Text fw={600}>{list.name}</Text>
        <Text size="sm" c="dimmed">
          {mode === 'confirm-delete' ? `Delete “${list.name}”? Its bills stay on your other lists.` : count}
        </Text>
      </div>
      {mode === 'confirm-delete' ? (
        <Group gap="xs" wrap="nowrap">
          <Button color="red" loading={busy} onClick={onDelete} aria-label={`Delete ${list.name} now`}>
            Delete
          </Button>
          <Button variant="default" onClick={() => setMode('view')}>
            Keep
          </Button>
        </Group>
      ) : (
        <Group gap="xs" wrap="nowrap">
          <Button
            variant="subtle"
            onClick={() => {
              setName(list.name);
              setMode('rename');
            }}
            aria-label={`Rename ${list.name}`}
          >
            Rename
          </Button>
          <Button
            variant="subtle"
            color="red"
            onClick={() => setMode('confirm-delete')}
            aria-label={`Delete ${list.name}`}
          >
            Delete
          </Button>
        </Group>
      )}
    </li>
  );
}
