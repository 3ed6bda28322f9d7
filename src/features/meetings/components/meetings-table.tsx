import { Anchor, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Meeting } from '../../../../server/schemas/meetings';
import { formatDate } from '../../../utils/format-date';
import { meetingMeta } from '../utils/meeting-meta';
import type { MeetingMode } from '../utils/meeting-modes';
import { AvailableIcon } from './available-icon';
import classes from './meetings-table.module.css';

export interface MeetingsTableProps {
  meetings: readonly Meeting[];
  mode: MeetingMode;
}

/**
 * Spec §2 Meetings table: date, the meeting (linked to its page) with who, where and the latest document,
 * and the comment icon. Phones get stacked rows (CSS); the explicit ARIA roles keep the table semantics
 * that browsers drop once a table's `display` changes.
 */
export function MeetingsTable({ meetings, mode }: MeetingsTableProps) {
  return (
    <Table role="table" className={classes.table} aria-label={mode.title} verticalSpacing="xs">
      <Table.Thead role="rowgroup" className={classes.head}>
        <Table.Tr role="row">
          <Table.Th role="columnheader">Date</Table.Th>
          <Table.Th role="columnheader">Meeting</Table.Th>
          <Table.Th role="columnheader">
            <VisuallyHidden>{mode.documentsLabel}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody role="rowgroup">
        {meetings.map((meeting) => (
          <Table.Tr key={meeting.id} role="row" className={classes.row}>
            <Table.Td role="cell" className={classes.date}>
              <time dateTime={meeting.meeting_date}>{formatDate(meeting.meeting_date)}</time>
            </Table.Td>
            <Table.Td role="cell" className={classes.meeting}>
              <Anchor component={Link} to={meeting.url} className={classes.link}>
                {meeting.title}
              </Anchor>
              <Text size="sm" c="dimmed">
                {meetingMeta(meeting)}
              </Text>
              {meeting.author && (
                <Text size="sm" c="dimmed">
                  {mode.latestLabel}: {meeting.author}
                  {meeting.file_date_formatted && `, ${meeting.file_date_formatted}`}
                </Text>
              )}
            </Table.Td>
            <Table.Td role="cell" className={classes.icon}>
              <AvailableIcon count={mode.availableCount(meeting)} label={mode.availableLabel} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
