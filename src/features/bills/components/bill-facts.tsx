import { Anchor, Badge, Group, SimpleGrid, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { BillDetail } from '../../../../server/schemas/bills';
import { BillSponsor } from '../../../components/bill-sponsor';
import { Fact } from '../../../components/fact';
import { SourceGap } from '../../../components/source-gap';
import { formatDate } from '../../../utils/format-date';
import { SOURCE_GAP_TEXT } from '../../../utils/source-gaps';

/**
 * Status and progress, then sponsor, session, filing date, session law and cosponsors as a definition
 * list. Without a history in the source there is no status: that is said in muted text, not as a badge.
 */
export function BillFacts({ bill }: { bill: BillDetail }) {
  return (
    <Stack gap="md">
      {bill.status === null ? (
        <SourceGap>{SOURCE_GAP_TEXT.status}</SourceGap>
      ) : (
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
      )}
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" m={0}>
        <Fact term="Sponsor">
          <BillSponsor bill={bill} />
        </Fact>
        <Fact term="Session">{bill.session_name}</Fact>
        {bill.filed_date && <Fact term="Filed">{formatDate(bill.filed_date)}</Fact>}
        {bill.session_law && <Fact term="Session law">{bill.session_law}</Fact>}
      </SimpleGrid>
      {bill.cosponsors.length > 0 && (
        // Its own list, full width below the grid: a term and value outside a <dl> mean nothing to a
        // screen reader (axe: dlitem).
        <dl style={{ margin: 0 }}>
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
        </dl>
      )}
    </Stack>
  );
}
