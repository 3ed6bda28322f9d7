import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { BillSummary } from '../../server/schemas/bills';
import { sponsorText } from '../utils/source-gaps';
import { SourceGap } from './source-gap';

/**
 * A bill's primary sponsor: linked to the legislator when the sponsor is one, 'No sponsor listed' when the
 * source names none, and muted 'Sponsor not in the source data' when it does not say.
 */
export function BillSponsor({ bill }: { bill: Pick<BillSummary, 'primary_sponsor' | 'sponsors_known'> }) {
  const sponsor = bill.primary_sponsor;
  if (!sponsor) {
    const text = sponsorText(bill);
    return bill.sponsors_known ? text : <SourceGap inline>{text}</SourceGap>;
  }
  if (!sponsor.sponsor_link) return sponsor.sponsor_name;
  return (
    <Anchor component={Link} to={sponsor.sponsor_link}>
      {sponsor.sponsor_name}
    </Anchor>
  );
}
