import { Text } from '@mantine/core';
import type { LegislatorDetail } from '../../../../server/schemas/legislators';
import { ListRow, RowList } from '../../../components/list-row';
import { TitledSection } from '../../../components/titled-section';
import { statusText } from '../../../utils/source-gaps';

type Sponsored = Pick<LegislatorDetail, 'sponsored_bills' | 'sponsored_bill_count'>;

/** The latest bills the legislator filed as primary sponsor, and how many there are in all. */
export function LegislatorBills({ sponsored_bills: bills, sponsored_bill_count: total }: Sponsored) {
  return (
    <TitledSection title="Sponsored bills">
      {bills.length === 0 ? (
        <Text c="dimmed">No bills sponsored.</Text>
      ) : (
        <>
          <RowList label="Sponsored bills">
            {bills.map((bill) => (
              <ListRow
                key={bill.id}
                to={bill.url}
                title={`${bill.bill_type_number} ${bill.short_bill_name}`}
                meta={`${statusText(bill.status)} · ${bill.session_name}`}
              />
            ))}
          </RowList>
          {total > bills.length && (
            <Text size="sm" c="dimmed" mt="xs">
              The latest {bills.length} of {total} bills.
            </Text>
          )}
        </>
      )}
    </TitledSection>
  );
}
