import { SectionCard } from '../../../components/section-card';
import { AgendaView, type AgendaViewProps } from './agenda-view';

/** Dashboard widget (spec §2 agenda list). */
export function AgendaCard({ signedIn }: AgendaViewProps) {
  return (
    <SectionCard title="My Agenda" viewAllTo="/app/agenda" viewAllLabel="agenda items" reserveHeight>
      <AgendaView signedIn={signedIn} />
    </SectionCard>
  );
}
