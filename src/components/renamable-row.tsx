import { Button, Group, Text, TextInput, type MantineSize } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { NetworkRequired } from './network-required';

export interface RenamableRowProps {
  /** The item's current name: the rename field's start value and part of every button's accessible name. */
  name: string;
  /** The rename field's label. */
  fieldLabel: string;
  /** The longest name the server accepts. */
  maxLength: number;
  /** The name as shown in view mode (plain text or a link). */
  title: ReactNode;
  /** The line under the title in view mode. */
  description: ReactNode;
  /** Replaces the description while a delete waits for confirmation: says what is lost. */
  deleteWarning: string;
  /** The description's text size. @default 'sm' */
  descriptionSize?: MantineSize;
  /** Class names of the `li` and of the block holding title and description. */
  classNames: { row?: string; body?: string };
  /** A rename or delete of this item is in flight. */
  busy: boolean;
  /** `done` is called once the new name is saved, to leave the edit form. */
  onRename: (name: string, done: () => void) => void;
  onDelete: () => void;
  /** Shown under the description in view mode only. */
  children?: ReactNode;
}

type Mode = 'view' | 'rename' | 'confirm-delete';

/**
 * A named item's row: Rename opens an inline form, Delete asks once more before it acts. Both are saved on
 * the server, so Save and the final Delete are off while offline, with the reason (issue 8).
 */
export function RenamableRow({
  name,
  fieldLabel,
  maxLength,
  title,
  description,
  deleteWarning,
  descriptionSize = 'sm',
  classNames,
  busy,
  onRename,
  onDelete,
  children,
}: RenamableRowProps) {
  const [mode, setMode] = useState<Mode>('view');
  const [draft, setDraft] = useState(name);

  if (mode === 'rename') {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      onRename(draft, () => setMode('view'));
    };
    return (
      <li className={classNames.row}>
        <form onSubmit={submit} aria-label={`Rename ${name}`} style={{ flex: 1 }}>
          <NetworkRequired block disabled={!draft.trim()}>
            {(network) => (
              <Group align="flex-end" gap="xs">
                <TextInput
                  label={fieldLabel}
                  size="md"
                  maxLength={maxLength}
                  value={draft}
                  onChange={(event) => setDraft(event.currentTarget.value)}
                  style={{ flex: 1, minWidth: 160 }}
                />
                <Button type="submit" loading={busy} {...network}>
                  Save
                </Button>
                <Button variant="default" onClick={() => setMode('view')}>
                  Cancel
                </Button>
              </Group>
            )}
          </NetworkRequired>
        </form>
      </li>
    );
  }
  return (
    <li className={classNames.row}>
      <div className={classNames.body}>
        {title}
        <Text size={descriptionSize} c="dimmed">
          {mode === 'confirm-delete' ? deleteWarning : description}
        </Text>
        {mode === 'view' && children}
      </div>
      {mode === 'confirm-delete' ? (
        <NetworkRequired>
          {(network) => (
            <Group gap="xs" wrap="nowrap">
              <Button
                color="red"
                loading={busy}
                onClick={onDelete}
                aria-label={`Delete ${name} now`}
                {...network}
              >
                Delete
              </Button>
              <Button variant="default" onClick={() => setMode('view')}>
                Keep
              </Button>
            </Group>
          )}
        </NetworkRequired>
      ) : (
        <Group gap="xs" wrap="nowrap">
          <Button
            variant="subtle"
            onClick={() => {
              setDraft(name);
              setMode('rename');
            }}
            aria-label={`Rename ${name}`}
          >
            Rename
          </Button>
          <Button
            variant="subtle"
            color="red"
            onClick={() => setMode('confirm-delete')}
            aria-label={`Delete ${name}`}
          >
            Delete
          </Button>
        </Group>
      )}
    </li>
  );
}
