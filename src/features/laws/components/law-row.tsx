import type { LawChapter } from '../../../../server/schemas/laws';
import { ListRow } from '../../../components/list-row';

/** A chapter and the bill that enacted it; a chapter we cannot name links to its bill instead. */
export function LawRow({ law }: { law: LawChapter }) {
  return (
    <ListRow
      to={law.url ?? law.bill.url}
      title={law.chapter}
      meta={`${law.bill.bill_type_number} · ${law.bill.short_bill_name || law.bill.title}`}
    />
  );
}
