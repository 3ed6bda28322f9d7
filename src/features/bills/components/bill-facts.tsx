import { Anchor, Badge, Group, SimpleGrid, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { BillDetail } from '../../../../server/schemas/bills';
import { Fact } from '../../../components/fact';
import { formatDate } from '../../../utils/format-date';

/** Sponsor, cosponsors, status and progress, session, session law and filing date as a definition list. */
export function BillFacts({ bill }: { bill: BillDetail }) {
  const sponsor = bill.primary_sponsor;
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge variant="light" size="lg">
          {bill.status}
        </Badge>
        {bill.progress && bill.progress !== bill.status && (
          <Badge variant="outline" size="lg">
            {bill.progress}
          </Badge>
        )}
      </Group>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" m={0}>
        <Fact term="Sponsor">
          {!sponsor && 'None listed'}
          {sponsor?.sponsor_link && (
            <Anchor component={Link} to={sponsor.sponsor_link}>
              {sponsor.sponsor_name}
            </Anchor>
          )}
          {sponsor && !sponsor.sponsor_link && sponsor.sponsor_name}
        </Fact>
        <Fact term="Session">{bill.session_name}</Fact>
        {bill.filed_date && <Fact term="Filed">{formatDate(bill.filed_date)}</Fact>}
        {bill.session_law && <Fact term="Session law">{bill.session_law}</Fact>}
      </SimpleGrid>
      {bill.cosponsors.length > 0 && (
        <Fact term={`Cosponsors (${bill.cosponsors.length})`}>
          {bill.cosponsors.map((cosponsor, index) => (
            <span key={cosponsor.id}>
              {index > 0 && ', '}
              <Anchor component={Link} to={cosponsor.url}>
                {cosponsor.short_full_name}
              </Anchor>
            </span>
          ))}
        </Fact>
      )}
    </Stack>
  );
}
