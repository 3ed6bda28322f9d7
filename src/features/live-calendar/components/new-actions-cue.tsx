import { Button } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { countOf } from '../../../utils/count-of';
import classes from './new-actions-cue.module.css';

export interface NewActionsCueProps {
  /** Floor actions that came in while the reader was away from the newest. */
  count: number;
  /** Goes to the newest action. */
  onClick: () => void;
  /** Sits under the app's header (the full page, where the window scrolls). @default false */
  underHeader?: boolean;
}

/** 'N new actions': shown while new floor actions wait above where the reader has scrolled to. */
export function NewActionsCue({ count, onClick, underHeader = false }: NewActionsCueProps) {
  return (
    <Button
      size="xs"
      radius="xl"
      leftSection={<IconArrowUp size={14} aria-hidden />}
      className={`${classes.cue} ${underHeader ? classes.underHeader : ''}`}
      onClick={onClick}
    >
      {countOf(count, 'new action')}
    </Button>
  );
}
