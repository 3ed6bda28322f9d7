import { useState } from 'react';
import { SectionCard } from '../../../components/section-card';
import { useJournalDate } from '../hooks/use-journal-date';
import { JournalContent } from './journal-content';
import { JournalDateInput } from './journal-date-input';

/** Dashboard widget (spec §2 journal): a day's bill actions and filings, latest day first. */
export function JournalCard() {
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  const { date, latestQuery } = useJournalDate(chosenDate);
  return (
    <SectionCard
      title="Journal"
      viewAllTo={date ? `/app/journal?date=${date}` : '/app/journal'}
      viewAllLabel="journal entries"
      control={<JournalDateInput value={date} onChange={setChosenDate} />}
    >
      <JournalContent date={date} latestQuery={latestQuery} />
    </SectionCard>
  );
}
