import { Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { CommitteeDetail } from '../../../../server/schemas/committees';
import type { Meeting } from '../../../../server/schemas/meetings';
import { ListRow, RowList } from '../../../components/list-row';
import { hearingMeta } from '../utils/hearing-meta';

function HearingList({
  title,
  meetings,
  emptyText,
}: {
  title: string;
  meetings: Meeting[];
  emptyText: string;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="xs">
        {title}
      </Title>
      {meetings.length === 0 ? (
        <Text c="dimmed">{emptyText}</Text>
      ) : (
        <RowList label={title}>
          {meetings.map((meeting) => (
            <ListRow key={meeting.id} to={meeting.url} title={meeting.title} meta={hearingMeta(meeting)} />
          ))}
        </RowList>
      )}
    </section>
  );
}

/** A committee's next hearings (soonest first) and latest past ones; the floor's are its sessions. */
export function CommitteeHearings({ committee }: { committee: Pick<CommitteeDetail, 'kind' | 'hearings'> }) {
  const noun = committee.kind === 'floor' ? 'sessions' : 'hearings';
  return (
    <Stack gap="lg">
      <HearingList
        title={`Upcoming ${noun}`}
        meetings={committee.hearings.upcoming}
        emptyText={`No upcoming ${noun} scheduled.`}
      />
      <HearingList title={`Past ${noun}`} meetings={committee.hearings.past} emptyText={`No past ${noun}.`} />
    </Stack>
  );
}
