import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

export interface ItemTitleProps {
  /** In-app path of the meeting's page, or null (or an outside address) for plain text. */
  link: string | null;
  children: string;
}

/** A meeting's or agenda item's title, linked when the app has a page for it. */
export function ItemTitle({ link, children }: ItemTitleProps) {
  if (!link?.startsWith('/')) return <Text fw={600}>{children}</Text>;
  return (
    <Anchor component={Link} to={link} fw={600}>
      {children}
    </Anchor>
  );
}
