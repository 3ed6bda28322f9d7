import { Group, Stack, Text, Title } from '@mantine/core';
import type { LegislatorDetail } from '../../../../server/schemas/legislators';
import { ListRow, RowList } from '../../../components/list-row';
import { PersonAvatar } from '../../../components/person-avatar';
import { TitledSection } from '../../../components/titled-section';
import { CHAMBER_NAMES } from '../utils/chamber-options';
import { LegislatorContact } from './legislator-contact';
import { InactiveBadge } from './inactive-badge';
import { LegislatorBills } from './legislator-bills';
import { LegislatorVotes } from './legislator-votes';

/** A legislator's page: who they are, how to reach them, their committees, bills and latest votes. */
export function LegislatorProfile({ legislator }: { legislator: LegislatorDetail }) {
  const facts = [CHAMBER_NAMES[legislator.chamber], legislator.party, legislator.district].filter(Boolean);
  return (
    <Stack gap="lg">
      <Group wrap="nowrap" align="center">
        <PersonAvatar
          name={legislator.full_name}
          src={legislator.has_photo ? legislator.image_or_placeholder : null}
          size={88}
        />
        <Stack gap={4}>
          <Title order={1} size="h2">
            {legislator.full_name}
          </Title>
          <Text c="dimmed">{facts.join(' · ')}</Text>
          {!legislator.active && <InactiveBadge />}
        </Stack>
      </Group>
      <LegislatorContact {...legislator} />
      <TitledSection title="Committees">
        {legislator.committees.length === 0 ? (
          <Text c="dimmed">Not on any committee.</Text>
        ) : (
          <RowList>
            {legislator.committees.map((committee) => (
              <ListRow
                key={committee.id}
                to={committee.url}
                title={committee.committee_name}
                meta={committee.role}
              />
            ))}
          </RowList>
        )}
      </TitledSection>
      <LegislatorBills {...legislator} />
      <LegislatorVotes votes={legislator.recent_votes} />
    </Stack>
  );
}
