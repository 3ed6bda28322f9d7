import { Accordion, Text } from '@mantine/core';
// The app loads only the Mantine styles it uses (src/app/mantine-styles.ts); Accordion brings its own.
import type { Journal } from '../../../../server/schemas/journal';
import { EmptyState } from '../../../components/empty-state';
import { JOURNAL_EMPTY_TEXT, JOURNAL_SECTIONS } from '../utils/journal-sections';
import { JournalBill } from './journal-bill';
import classes from './journal.module.css';

/** Spec §2 journal: four collapsible sections, each with its count in the header. */
export function JournalAccordion({ journal }: { journal: Journal }) {
  return (
    <Accordion multiple variant="separated" chevronPosition="right">
      {JOURNAL_SECTIONS.map(({ key, title }) => {
        const section = journal[key];
        return (
          <Accordion.Item key={key} value={key}>
            <Accordion.Control>
              {title} ({section.count})
            </Accordion.Control>
            <Accordion.Panel>
              {section.count === 0 ? (
                <EmptyState message={JOURNAL_EMPTY_TEXT} />
              ) : (
                <>
                  <ul className={classes.bills} aria-label={title}>
                    {section.bills.map((bill) => (
                      <JournalBill key={bill.id} bill={bill} />
                    ))}
                  </ul>
                  {section.bills.length < section.count && (
                    <Text size="sm" c="dimmed" ta="center" py="xs">
                      Showing the first {section.bills.length} of {section.count}.
                    </Text>
                  )}
                </>
              )}
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
