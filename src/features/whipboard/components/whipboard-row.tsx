import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { WhipboardSummary } from '../../../../server/schemas/whipboard';
import { RenamableRow } from '../../../components/renamable-row';
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

/** One board: its question, chamber, bill and counts; Rename inline, Delete after one more tap. */
export function WhipboardRow({ board, busy, onRename, onDelete }: WhipboardRowProps) {
  const details = [
    chamberLabel(board.chamber),
    board.bill?.bill_type_number,
    `changed ${formatDate(board.updated_at)}`,
  ];
  return (
    <RenamableRow
      name={board.question}
      fieldLabel="Question"
      maxLength={200}
      title={
        <Anchor component={Link} to={board.url} fw={600} display="inline-block" py={10}>
          {board.question}
        </Anchor>
      }
      description={details.filter(Boolean).join(' · ')}
      deleteWarning={`Delete “${board.question}”? Every position on it is lost.`}
      descriptionSize="xs"
      classNames={{ row: classes.boardRow, body: classes.boardBody }}
      busy={busy}
      onRename={onRename}
      onDelete={onDelete}
    >
      <CountsLine counts={board.counts} />
    </RenamableRow>
  );
}
