import { Button, Group } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { BackLink } from '../../../components/back-link';
import printPage from '../../../components/print-page.module.css';
import { QueryState } from '../../../components/query-state';
import { useBoard } from '../hooks/use-board';
import { POSITIONS } from '../utils/positions';
import { BoardHeader } from './board-header';
import { CardFace } from './card-face';
import { ColumnFrame } from './column-frame';
import { BOARD_LOADING, NO_MEMBERS } from './whipboard-view';
import classes from './whipboard.module.css';

/** Printable mode (spec §2): full-height columns, no drag and drop, and a print stylesheet. */
export function PrintableBoard({ whipboardId }: { whipboardId: number }) {
  const { query, columns } = useBoard(whipboardId);
  return (
    <div className={`${printPage.page} ${classes.printable}`}>
      <Group justify="space-between" className={printPage.screenOnly}>
        <BackLink fallbackTo={`/app/whipboards/${whipboardId}`} label="Board" />
        <Button
          leftSection={<IconPrinter size={18} aria-hidden />}
          variant="light"
          onClick={() => window.print()}
        >
          Print
        </Button>
      </Group>
      <QueryState
        query={query}
        loadingLabel={BOARD_LOADING}
        emptyMessage={NO_MEMBERS}
        isEmpty={(board) => board.entries.length === 0}
      >
        {(board) => (
          <>
            <BoardHeader board={board} printable />
            <div className={classes.columns}>
              {POSITIONS.map((position) => (
                <ColumnFrame key={position} position={position} count={columns[position].length} printable>
                  {columns[position].map((entry) => (
                    <li key={entry.id} className={classes.card}>
                      <CardFace entry={entry} />
                    </li>
                  ))}
                </ColumnFrame>
              ))}
            </div>
          </>
        )}
      </QueryState>
    </div>
  );
}
