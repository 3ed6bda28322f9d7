import { SectionCard } from '../../../components/section-card';
import { AgendaView } from './agenda-view';

/** Dashboard widget (spec §2 agenda list). */
export function AgendaCard() {
  return (
    <SectionCard title="My Agenda" viewAllTo="/app/agenda" viewAllLabel="agenda items" reserveHeight>
      <AgendaView />
    </SectionCard>
  );
}
