import { Text } from '@mantine/core';
import { formatDate } from '../../../../utils/format-date';
import type { NewsHit, PressHit, TranscriptHit } from '../../utils/hit-types';
import { HitCard, metaLine } from './hit-card';
import classes from './hit-card.module.css';
import { HitHighlight, HitSnippet } from './hit-text';

/** Spec §2: a news hit links to the article on its publisher's site. */
export function NewsHitCard({ hit }: { hit: NewsHit }) {
  return (
    <HitCard
      href={hit.external_url}
      title={<HitHighlight hit={hit} attribute="headline" />}
      meta={metaLine(hit.source_name, formatDate(hit.display_date), hit.category_name)}
    >
      <Text size="sm" className={classes.snippet}>
        <HitSnippet hit={hit} attribute="full_text" />
      </Text>
    </HitCard>
  );
}

/** Spec §2: a press hit links to /app/press/{id}. */
export function PressHitCard({ hit }: { hit: PressHit }) {
  return (
    <HitCard
      href={`/app/press/${hit.id}`}
      title={<HitHighlight hit={hit} attribute="title" />}
      meta={metaLine(hit.author, formatDate(hit.display_date), hit.category)}
    >
      <Text size="sm" className={classes.snippet}>
        <HitSnippet hit={hit} attribute="content" />
      </Text>
    </HitCard>
  );
}

/** Spec §2: a transcript hit links to the transcript (when the record has its address). */
export function TranscriptHitCard({ hit }: { hit: TranscriptHit }) {
  return (
    <HitCard
      href={hit.transcript_url}
      title={<HitHighlight hit={hit} attribute="event_title" />}
      meta={metaLine(hit.event_type, formatDate(hit.event_date), hit.event_organization, hit.event_location)}
    >
      {hit.meeting_title && (
        <Text size="sm">
          Meeting: <HitHighlight hit={hit} attribute="meeting_title" />
        </Text>
      )}
      <Text size="sm" className={classes.snippet}>
        <HitSnippet hit={hit} attribute="transcript" />
      </Text>
    </HitCard>
  );
}
