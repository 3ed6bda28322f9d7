import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { LegislatorDetail } from '../../../../server/schemas/legislators';
import { Fact } from '../../../components/fact';
import { ListRow, RowList } from '../../../components/list-row';
import { PersonAvatar } from '../../../components/person-avatar';
import { RecordSource } from '../../../components/record-source';
import { TitledSection } from '../../../components/titled-section';
import { servingLabel } from '../utils/role-line';
import { LegislatorContact } from './legislator-contact';
import { InactiveBadge } from './inactive-badge';
import { LegislatorBills } from './legislator-bills';
import { LegislatorRoles } from './legislator-roles';
import { LegislatorVotes } from './legislator-votes';

/**
 * A legislator's (or executive official's) page: who they are, their leadership office and other names,
 * how to reach them, their roles over the years, committees, bills, latest votes, and the source.
 */
export function LegislatorProfile({
  legislator,
  actions,
}: {
  legislator: LegislatorDetail;
  actions?: ReactNode;
}) {
  const facts = [servingLabel(legislator), legislator.party, legislator.district].filter(Boolean);
  // Committees, sponsorships and roll calls are the legislature's: an executive official's page does not
  // say "Not on any committee" or "No bills sponsored" (a Governor's bills are not linked to people).
  const legislative = legislator.chamber !== 'executive';
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
          {legislator.leadership && <Text fw={600}>{legislator.leadership}</Text>}
          <Text c="dimmed">{facts.join(' · ')}</Text>
          {!legislator.active && <InactiveBadge />}
        </Stack>
      </Group>
      {actions && <Group gap="xs">{actions}</Group>}
      {legislator.other_names.length > 0 && (
        <dl style={{ margin: 0 }}>
          <Fact term="Also known as">{legislator.other_names.join(', ')}</Fact>
        </dl>
      )}
      <LegislatorContact {...legislator} />
      <LegislatorRoles roles={legislator.roles} />
      {(legislative || legislator.committees.length > 0) && (
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
      )}
      {(legislative || legislator.sponsored_bills.length > 0) && <LegislatorBills {...legislator} />}
      {(legislative || legislator.recent_votes.length > 0) && (
        <LegislatorVotes votes={legislator.recent_votes} />
      )}
      <RecordSource record={legislator} />
    </Stack>
  );
}
