import { Badge, Group, Text } from '@mantine/core';
import { formatDate } from '../../../../utils/format-date';
import type { SiteHit } from '../../utils/hit-types';
import { HitCard } from './hit-card';
import classes from './hit-card.module.css';
import { HitHighlight, HitSnippet } from './hit-text';

/** A site-wide search hit (spec §2, §3 site hit): title, date and description, linking into the app. */
export function SiteHitCard({ hit }: { hit: SiteHit }) {
  return (
    <HitCard
      href={hit.url || undefined}
      title={<HitHighlight hit={hit} attribute="algolia_title" />}
      meta={
        <Group component="span" gap="xs">
          <Badge component="span" size="sm" variant="light">
            {hit.algolia_type}
          </Badge>
          {hit.algolia_date && <span>{formatDate(hit.algolia_date)}</span>}
        </Group>
      }
    >
      <Text size="sm" className={classes.snippet}>
        {hit._snippetResult?.algolia_description ? (
          <HitSnippet hit={hit} attribute="algolia_description" />
        ) : (
          hit.algolia_description
        )}
      </Text>
    </HitCard>
  );
}
