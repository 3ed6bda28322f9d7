import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Meeting } from '../../../../server/schemas/meetings';
import {
  ResponsiveTable,
  ResponsiveTableCell,
  ResponsiveTableRow,
} from '../../../components/responsive-table';
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
 * and the comment icon. Phones get stacked rows.
 */
export function MeetingsTable({ meetings, mode }: MeetingsTableProps) {
  return (
    <ResponsiveTable
      label={mode.title}
      headers={['Date', 'Meeting', <VisuallyHidden>{mode.documentsLabel}</VisuallyHidden>]}
    >
      {meetings.map((meeting) => (
        <ResponsiveTableRow key={meeting.id} className={classes.row}>
          <ResponsiveTableCell className={classes.date}>
            <time dateTime={meeting.meeting_date}>{formatDate(meeting.meeting_date)}</time>
          </ResponsiveTableCell>
          <ResponsiveTableCell className={classes.meeting}>
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
          </ResponsiveTableCell>
          <ResponsiveTableCell className={classes.icon}>
            <AvailableIcon count={mode.availableCount(meeting)} label={mode.availableLabel} />
          </ResponsiveTableCell>
        </ResponsiveTableRow>
      ))}
    </ResponsiveTable>
  );
}
