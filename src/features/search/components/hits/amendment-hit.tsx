import { Text } from '@mantine/core';
import type { SearchPageConfig } from '../../../../../server/schemas/search-config';
import type { AmendmentHit } from '../../utils/hit-types';
import { HitCard, metaLine } from './hit-card';
import classes from './hit-card.module.css';
import { HitHighlight, HitSnippet } from './hit-text';

export interface AmendmentHitCardProps {
  hit: AmendmentHit;
  layout: SearchPageConfig['state'];
  /** Missouri pdf links start with this; null = the stored file name is the link. */
  pdfBaseUrl: string | null;
}

/**
 * Spec §2 / §3: an amendment hit links to the app's amendment page; in the Missouri layout it links to the
 * amendment's pdf and shows Missouri's fields (bill, sponsor, status, title).
 */
export function AmendmentHitCard({ hit, layout, pdfBaseUrl }: AmendmentHitCardProps) {
  if (layout === 'Missouri') {
    const pdf = hit.pdf_file_name ? `${pdfBaseUrl ?? ''}${hit.pdf_file_name}` : hit.url;
    return (
      <HitCard
        href={pdf}
        title={
          <>
            <HitHighlight hit={hit} attribute="bill_type_number" />{' '}
            <HitHighlight hit={hit} attribute="title" />
          </>
        }
        meta={metaLine(hit.amendment_sponsor, hit.amendment_status, hit.pdf_file_name && 'PDF')}
      />
    );
  }
  return (
    <HitCard
      href={hit.url}
      title={<HitHighlight hit={hit} attribute="algolia_title" />}
      meta={metaLine(hit.legislator, hit.amendment_status)}
    >
      <Text size="sm">
        Amending <HitHighlight hit={hit} attribute="amending" />
      </Text>
      <Text size="sm" className={classes.snippet}>
        <HitSnippet hit={hit} attribute="amendment_text" />
      </Text>
    </HitCard>
  );
}
