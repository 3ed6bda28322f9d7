import { Group, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { Provenance } from '../../server/schemas/common';
import { SOURCE_GAP_TEXT } from '../utils/source-gaps';
import { ExternalLink } from './external-link';
import { Fact } from './fact';
import classes from './record-source.module.css';
import { SourceGap } from './source-gap';
import { TitledSection } from './titled-section';

/** 'https://malegislature.gov/Bills/194/H1' → 'malegislature.gov': where the link leads, before it is followed. */
function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}

/**
 * The Source section of a bill, roll-call, committee or legislator page: the record's page at the
 * official source, opened in a new tab, or that the source data has none; and its Open States id, selected
 * whole with one tap so a phone can copy it.
 */
export function RecordSource({ record }: { record: Pick<Provenance, 'openstates_id' | 'source_url'> }) {
  const host = record.source_url ? hostOf(record.source_url) : null;
  return (
    <TitledSection title="Source">
      <Stack gap="xs">
        {record.source_url ? (
          <Group gap={6} align="center" mih={44}>
            <IconExternalLink size={18} aria-hidden />
            <ExternalLink href={record.source_url} fw={600}>
              Official source
            </ExternalLink>
            {host && (
              <Text span size="sm" c="dimmed">
                {host}
              </Text>
            )}
          </Group>
        ) : (
          <SourceGap>{SOURCE_GAP_TEXT.officialPage}</SourceGap>
        )}
        {record.openstates_id && (
          <dl style={{ margin: 0 }}>
            <Fact term="Open States ID">
              <code className={classes.id}>{record.openstates_id}</code>
            </Fact>
          </dl>
        )}
      </Stack>
    </TitledSection>
  );
}
