import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { MeetingDetail } from '../../../../server/schemas/meetings';
import { ListRow, RowList } from '../../../components/list-row';
import { TitledSection } from '../../../components/titled-section';
import { formatDate } from '../../../utils/format-date';
import { MeetingDocuments } from './meeting-documents';

const TYPE_NAMES = { hearing: 'Hearing', formal_session: 'Formal session' } as const;

/** A meeting's page: what, when and where, its testimony or recordings, and the bills taken up. */
export function MeetingProfile({ meeting }: { meeting: MeetingDetail }) {
  const when = [formatDate(meeting.meeting_date), meeting.meeting_time, meeting.short_location];
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text fw={700} c="dimmed">
          {TYPE_NAMES[meeting.meeting_type_id]}
          {meeting.committee && (
            <>
              {' · '}
              <Anchor component={Link} to={meeting.committee.url} inherit>
                {meeting.committee.short_name}
              </Anchor>
            </>
          )}
        </Text>
        <Title order={1} size="h2">
          {meeting.title}
        </Title>
        <Text>{when.filter(Boolean).join(' · ')}</Text>
      </Stack>
      <MeetingDocuments documents={meeting.documents} />
      <TitledSection title="Bills">
        {meeting.bills.length === 0 ? (
          <Text c="dimmed">No bills listed for this meeting.</Text>
        ) : (
          <RowList label="Bills">
            {meeting.bills.map((bill) => (
              <ListRow
                key={bill.id}
                to={bill.url}
                title={bill.bill_type_number}
                meta={bill.short_bill_name}
              />
            ))}
          </RowList>
        )}
      </TitledSection>
    </Stack>
  );
}
