import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { MemberVote } from '../../../../server/schemas/votes';
import { SourceGap } from '../../../components/source-gap';
import { SOURCE_GAP_TEXT } from '../../../utils/source-gaps';
import { groupPositions } from '../utils/group-positions';

function MemberName({ member }: { member: MemberVote }) {
  // Each name is a 44 px tall target; voters the source did not match to a legislator are plain text.
  return member.url ? (
    <Anchor component={Link} to={member.url} py={10} display="inline-block">
      {member.name}
    </Anchor>
  ) : (
    <Text py={10}>{member.name}</Text>
  );
}

/** How each member voted, under Yea, Nay, Absent and Not voting headings (name order within each). */
export function VotePositionGroups({ members }: { members: readonly MemberVote[] }) {
  const groups = groupPositions(members);
  // A roll call always has voters; none here means the source does not list them.
  if (groups.length === 0) return <SourceGap>{SOURCE_GAP_TEXT.memberVotes}</SourceGap>;
  return (
    <Stack gap="lg">
      {groups.map((group) => (
        <section key={group.label} aria-label={group.label}>
          <Title order={2} size="h4">
            {group.label} ({group.members.length})
          </Title>
          <SimpleGrid
            component="ul"
            cols={{ base: 1, xs: 2, md: 3 }}
            spacing="xs"
            verticalSpacing={0}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {group.members.map((member, index) => (
              <li key={member.legislator_id ?? `${member.name}-${index}`}>
                <MemberName member={member} />
              </li>
            ))}
          </SimpleGrid>
        </section>
      ))}
    </Stack>
  );
}
