import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconPrinter, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { WhipboardSummary } from '../../../../server/schemas/whipboard';
import { PageTitle } from '../../../components/page-title';
import { chamberLabel } from '../utils/chamber-label';

export interface BoardHeaderProps {
  board: WhipboardSummary;
  /** Shown under the title (the pending-moves indicator). @default none */
  status?: ReactNode;
  /** Printable mode has no instructions and no controls (spec §2). @default false */
  printable?: boolean;
}

const linkProps = { size: 'sm', fw: 600, py: 12, display: 'inline-block' } as const;

/** The board's title, what it is about, and outside printable mode the instructions and its two links. */
export function BoardHeader({ board, status, printable = false }: BoardHeaderProps) {
  return (
    <Stack gap={4} mb="sm">
      <PageTitle>{board.question}</PageTitle>
      <Text c="dimmed" size="sm" mt={-12}>
        {chamberLabel(board.chamber)}
        {board.bill && (
          <>
            {' · '}
            <Anchor component={Link} to={board.bill.url}>
              {board.bill.bill_type_number}
            </Anchor>
          </>
        )}
      </Text>
      {!printable && (
        <>
          <Text>Drag and drop names to the desired columns.</Text>
          <Text size="xs" c="dimmed">
            On a phone, press and hold a name, then drag it. With a keyboard, press Space on a name, choose
            the column with the arrow keys and press Space again.
          </Text>
          <Group gap="lg">
            <Anchor component={Link} to={`/whipboard/reset/${board.id}`} {...linkProps}>
              <Group gap={4} wrap="nowrap">
                <IconRefresh size={16} aria-hidden />
                Reset Board
              </Group>
            </Anchor>
            <Anchor component={Link} to={`/app/whipboards/${board.id}/print`} {...linkProps}>
              <Group gap={4} wrap="nowrap">
                <IconPrinter size={16} aria-hidden />
                Print
              </Group>
            </Anchor>
          </Group>
        </>
      )}
      {status}
    </Stack>
  );
}
