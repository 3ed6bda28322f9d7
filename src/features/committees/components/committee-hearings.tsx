import { Stack, Text } from '@mantine/core';
import type { CommitteeDetail } from '../../../../server/schemas/committees';
import type { Meeting } from '../../../../server/schemas/meetings';
import { ListRow, RowList } from '../../../components/list-row';
import { TitledSection } from '../../../components/titled-section';
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
  return (
    <TitledSection title={title}>
      {meetings.length === 0 ? (
        <Text c="dimmed">{emptyText}</Text>
      ) : (
        <RowList label={title}>
          {meetings.map((meeting) => (
            <ListRow key={meeting.id} to={meeting.url} title={meeting.title} meta={hearingMeta(meeting)} />
          ))}
        </RowList>
      )}
    </TitledSection>
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
