import { useState } from 'react';
import { SectionCard } from '../../../components/section-card';
import type { LiveCalendarChamber } from '../api/keys';
import { DEFAULT_LIVE_CALENDAR_CHAMBER } from '../utils/chamber-options';
import { LiveCalendarBody } from './live-calendar-body';
import { LiveCalendarChamberToggle } from './live-calendar-chamber-toggle';

/** Spec §9: the live calendar widget's body is 235 px tall. */
export const LIVE_CALENDAR_BODY_PX = 235;

/** Dashboard widget (spec §2 live floor-debate widget): House/Senate, linking to /app/live-calendar. */
export function LiveCalendarCard() {
  const [chamber, setChamber] = useState<LiveCalendarChamber>(DEFAULT_LIVE_CALENDAR_CHAMBER);
  return (
    <SectionCard
      title="Live floor calendar"
      viewAllTo={`/app/live-calendar?chamber=${chamber}`}
      viewAllLabel="floor actions"
      bodyHeight={LIVE_CALENDAR_BODY_PX}
      control={<LiveCalendarChamberToggle value={chamber} onChange={setChamber} />}
    >
      <LiveCalendarBody chamber={chamber} />
    </SectionCard>
  );
}
