import { Anchor, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PressReleaseListItem } from '../../../../server/schemas/press';
import classes from './news-row.module.css';

export interface PressReleaseRowProps {
  release: PressReleaseListItem;
  /** 'article' inside a feed, 'li' inside a list. @default 'li' */
  component?: 'li' | 'article';
  /** After the text, e.g. a preview button. @default none */
  trailing?: ReactNode;
}

/** Spec §3 Press release: the title links to its page; then date, author and the office's label. */
export function PressReleaseRow({ release, component: Row = 'li', trailing }: PressReleaseRowProps) {
  const meta = [release.display_date_formatted, release.author, release.category].filter(Boolean);
  return (
    <Row className={classes.row} aria-label={Row === 'article' ? release.title : undefined}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <div style={{ flex: 1, minWidth: 0 }}>
          <Anchor component={Link} to={release.url} className={`${classes.target} ${classes.headline}`}>
            {release.title}
          </Anchor>
          <Text size="sm" c="dimmed">
            {meta.join(' · ')}
          </Text>
        </div>
        {trailing}
      </Group>
    </Row>
  );
}
