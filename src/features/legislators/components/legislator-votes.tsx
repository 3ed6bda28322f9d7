import { Badge, Text } from '@mantine/core';
import type { LegislatorDetail } from '../../../../server/schemas/legislators';
import { ListRow, RowList } from '../../../components/list-row';
import { TitledSection } from '../../../components/titled-section';
import { formatDate } from '../../../utils/format-date';
import { POSITION_LABELS } from '../utils/position-label';

/** White on each is above WCAG AA 4.5:1 (teal.9 5.0, red.9 5.5); Mantine's darkest green is 4.4. */
const POSITION_COLORS = { yes: 'teal.9', no: 'red.9' } as const;

/** The legislator's latest recorded votes: the question (linked to the roll call), bill, date and position. */
export function LegislatorVotes({ votes }: { votes: LegislatorDetail['recent_votes'] }) {
  return (
    <TitledSection title="Recent votes">
      {votes.length === 0 ? (
        <Text c="dimmed">No recorded votes.</Text>
      ) : (
        <RowList label="Recent votes">
          {votes.map(({ position, roll_call: rollCall }) => (
            <ListRow
              key={rollCall.id}
              to={rollCall.url}
              title={rollCall.bill ? `${rollCall.bill.bill_type_number}: ${rollCall.title}` : rollCall.title}
              meta={[formatDate(rollCall.vote_date), rollCall.result].filter(Boolean).join(' · ')}
              trailing={
                <Badge
                  variant="filled"
                  color={position === 'yes' || position === 'no' ? POSITION_COLORS[position] : 'gray.7'}
                >
                  {POSITION_LABELS[position]}
                </Badge>
              }
            />
          ))}
        </RowList>
      )}
    </TitledSection>
  );
}
