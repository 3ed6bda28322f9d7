import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CommitteeDetail } from '../../../../server/schemas/committees';
import { ListRow, RowList } from '../../../components/list-row';
import { PersonAvatar } from '../../../components/person-avatar';
import { RecordSource } from '../../../components/record-source';
import { TitledSection } from '../../../components/titled-section';
import { memberCount } from '../utils/committee-display-name';
import { CommitteeHearings } from './committee-hearings';

const CHAMBER_NAMES = {
  joint: 'Joint committee',
  house: 'House committee',
  senate: 'Senate committee',
} as const;

/** A committee's page: its full name, its members with their roles, its hearings, and its source. */
export function CommitteeProfile({
  committee,
  actions,
}: {
  committee: CommitteeDetail;
  actions?: ReactNode;
}) {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {committee.committee_name}
        </Title>
        <Text c="dimmed">
          {CHAMBER_NAMES[committee.chamber]} · {memberCount(committee.member_count)}
        </Text>
      </Stack>
      {actions && <Group gap="xs">{actions}</Group>}
      <TitledSection title="Members">
        {committee.members.length === 0 ? (
          <Text c="dimmed">No members listed.</Text>
        ) : (
          <RowList>
            {committee.members.map((member) => (
              <ListRow
                key={member.id}
                to={member.url}
                title={member.short_full_name}
                meta={[member.role, member.party].filter(Boolean).join(' · ')}
                leading={<PersonAvatar name={member.short_full_name} src={member.image_or_placeholder} />}
              />
            ))}
          </RowList>
        )}
      </TitledSection>
      <CommitteeHearings committee={committee} />
      <RecordSource record={committee} />
    </Stack>
  );
}
