import { Text } from '@mantine/core';
import type { BillAmendmentLink } from '../../../../server/schemas/bills';
import { ListRow, RowList } from '../../../components/list-row';

/** Amendments filed to the bill, each opening /app/amendments/?id=&amendment_number=. */
export function BillAmendmentLinks({ amendments }: { amendments: readonly BillAmendmentLink[] }) {
  if (amendments.length === 0) return <Text c="dimmed">No amendments filed.</Text>;
  return (
    <RowList label="Amendments">
      {amendments.map((amendment) => (
        <ListRow
          key={amendment.id}
          to={amendment.url}
          title={`Amendment ${amendment.amendment_number}${amendment.title ? `: ${amendment.title}` : ''}`}
          meta={amendment.status}
        />
      ))}
    </RowList>
  );
}
