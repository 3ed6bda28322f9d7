import type { LegislatorSummary } from '../../../../server/schemas/legislators';
import { ListRow, RowList } from '../../../components/list-row';
import { PersonAvatar } from '../../../components/person-avatar';
import { legislatorMeta } from '../utils/legislator-meta';
import { InactiveBadge } from './inactive-badge';

/** Rows of photo, linked short name, party and district, and an Inactive badge (spec §2 Legislators card). */
export function LegislatorList({ legislators }: { legislators: readonly LegislatorSummary[] }) {
  return (
    <RowList>
      {legislators.map((legislator) => (
        <ListRow
          key={legislator.id}
          to={legislator.url}
          title={legislator.short_full_name}
          meta={legislatorMeta(legislator)}
          leading={
            <PersonAvatar
              name={legislator.full_name}
              src={legislator.has_photo ? legislator.image_or_placeholder : null}
            />
          }
          trailing={legislator.active ? null : <InactiveBadge />}
        />
      ))}
    </RowList>
  );
}
