import { Anchor, Button, Group, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { WhipboardSummary } from '../../../../server/schemas/whipboard';
import { formatDate } from '../../../utils/format-date';
import { chamberLabel } from '../utils/chamber-label';
import { CountsLine } from './counts-line';
import classes from './whipboard.module.css';

export interface WhipboardRowProps {
  board: WhipboardSummary;
  /** A rename or delete of this board is in flight. */
  busy: boolean;
  /** `done` is called once the new name is saved, to leave the form. */
  onRename: (question: string, done: () => void) => void;
  onDelete: () => void;
}

type Mode = 'view' | 'rename' | 'confirm-delete';

/** One board: its question, chamber, bill and counts; Rename inline, Delete after one more tap. */
export function WhipboardRow({ board, busy, onRename, onDelete }: WhipboardRowProps) {
  const [mode, setMode] = useState<Mode>('view');
  const [question, setQuestion] = useState(board.question);

  if (mode === 'rename') {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      onRename(question, () => setMode('view'));
    };
    return (
      <li className={classes.boardRow}>
        <form onSubmit={submit} aria-label={`Rename ${board.question}`} style={{ flex: 1 }}>
          <Group align="flex-end" gap="xs">
            <TextInput
              label="Question"
              size="md"
              maxLength={200}
              value={question}
              onChange={(event) => setQuestion(event.currentTarget.value)}
              style={{ flex: 1, minWidth: 160 }}
            />
            <Button type="submit" loading={busy} disabled={!question.trim()}>
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
  const details = [
    chamberLabel(board.chamber),
    board.bill?.bill_type_number,
    `changed ${formatDate(board.updated_at)}`,
  ];
  return (
    <li className={classes.boardRow}>
      <div className={classes.boardBody}>
        <Anchor component={Link} to={board.url} fw={600} display="inline-block" py={10}>
          {board.question}
        </Anchor>
        <Text size="xs" c="dimmed">
          {mode === 'confirm-delete'
            ? `Delete “${board.question}”? Every position on it is lost.`
            : details.filter(Boolean).join(' · ')}
        </Text>
        {mode === 'view' && <CountsLine counts={board.counts} />}
      </div>
      {mode === 'confirm-delete' ? (
        <Group gap="xs" wrap="nowrap">
          <Button color="red" loading={busy} onClick={onDelete} aria-label={`Delete ${board.question} now`}>
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
            aria-label={`Rename ${board.question}`}
            onClick={() => {
              setQuestion(board.question);
              setMode('rename');
            }}
          >
            Rename
          </Button>
          <Button
            variant="subtle"
            color="red"
            aria-label={`Delete ${board.question}`}
            onClick={() => setMode('confirm-delete')}
          >
            Delete
          </Button>
        </Group>
      )}
    </li>
  );
}
