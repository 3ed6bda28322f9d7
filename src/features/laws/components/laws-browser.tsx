import { NativeSelect, Stack, Text } from '@mantine/core';
import type { LawSession } from '../../../../server/schemas/laws';
import { InfiniteList } from '../../../components/infinite-list';
import { RowList } from '../../../components/list-row';
import { useLaws } from '../api/get-laws';
import { LawRow } from './law-row';
import { countOf } from '../../../utils/count-of';

export interface LawsBrowserProps {
  /** e.g. '2025-2026'; undefined = the server's current session. */
  session: string | undefined;
  onSessionChange: (session: string) => void;
}

/** A session in the picker: its number of laws, or that the source cannot tell them. */
const sessionLabel = (s: LawSession) =>
  `${s.name} (${s.laws_known ? countOf(s.law_count, 'law') : 'laws not in the source data'})`;

/** Spec §2 laws browser: pick a session, then its chapters of session law in statute-book order. */
export function LawsBrowser({ session, onSessionChange }: LawsBrowserProps) {
  const lawsQuery = useLaws(session);
  // Every page repeats the sessions; the first is enough to build the picker.
  const firstPage = lawsQuery.data?.pages[0];
  const shown = firstPage?.sessions.find((s) => s.name === firstPage.session);
  return (
    <Stack gap="md">
      {firstPage && firstPage.sessions.length > 0 && (
        <NativeSelect
          label="Session"
          size="md"
          styles={{ input: { minHeight: 44 } }}
          value={session ?? firstPage.session ?? ''}
          onChange={(event) => onSessionChange(event.currentTarget.value)}
          data={firstPage.sessions.map((s) => ({ value: s.name, label: sessionLabel(s) }))}
        />
      )}
      {firstPage && firstPage.total > 0 && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {countOf(firstPage.total, 'chapter')} of session law in {firstPage.session}
        </Text>
      )}
      {shown && !shown.laws_known && !lawsQuery.isPlaceholderData ? (
        // An empty list would read as "no laws were passed"; the source only lacks the bills' histories.
        <Text>
          The laws of {shown.name} are not in the source data: it gives none of the session&apos;s bill
          histories, which is where a bill becoming law is recorded. Pick another session, or see the
          legislature&apos;s own site.
        </Text>
      ) : (
        /* The previous session's chapters stay, dimmed, until the chosen one arrives. */
        <div
          aria-busy={lawsQuery.isPlaceholderData}
          style={{ opacity: lawsQuery.isPlaceholderData ? 0.5 : 1 }}
        >
          <InfiniteList query={lawsQuery} loadingLabel="Loading laws…">
            {(chapters) => (
              <RowList label="Chapters">
                {chapters.map((law) => (
                  <LawRow key={`${law.chapter}:${law.bill.id}`} law={law} />
                ))}
              </RowList>
            )}
          </InfiniteList>
        </div>
      )}
    </Stack>
  );
}
