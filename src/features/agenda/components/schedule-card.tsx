import { useState } from 'react';
import { SectionCard } from '../../../components/section-card';
import { ScheduleView } from './schedule-view';

/** Dashboard widget: Today's Schedule, whose plus buttons fill the agenda widget beside it. */
export function ScheduleCard() {
  const [date, setDate] = useState<string | null>(null);
  return (
    <SectionCard
      title="Today's Schedule"
      viewAllTo="/app/agenda"
      viewAllLabel="meetings on the schedule"
      reserveHeight
    >
      <ScheduleView date={date} onDateChange={setDate} />
    </SectionCard>
  );
}
