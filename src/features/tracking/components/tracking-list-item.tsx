import { Text } from '@mantine/core';
import type { TrackingList } from '../../../../server/schemas/tracking';
import { RenamableRow } from '../../../components/renamable-row';
import classes from './tracking.module.css';
import { countOf } from '../../../utils/count-of';

export interface TrackingListItemProps {
  list: TrackingList;
  /** A rename or delete of this list is in flight. */
  busy: boolean;
  /** `done` is called once the new name is saved, to leave the edit form. */
  onRename: (name: string, done: () => void) => void;
  onDelete: () => void;
}

/** One list: its name and size, Rename (inline form) and Delete (asks once more: its bills' grouping is lost). */
export function TrackingListItem({ list, busy, onRename, onDelete }: TrackingListItemProps) {
  return (
    <RenamableRow
      name={list.name}
      fieldLabel="List name"
      maxLength={80}
      title={<Text fw={600}>{list.name}</Text>}
      description={countOf(list.bill_count, 'bill')}
      deleteWarning={`Delete “${list.name}”? Its bills stay on your other lists.`}
      classNames={{ row: classes.row, body: classes.body }}
      busy={busy}
      onRename={onRename}
      onDelete={onDelete}
    />
  );
}
