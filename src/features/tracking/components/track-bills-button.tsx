import { Button } from '@mantine/core';
import { IconBookmark } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { signInPath } from '../../../utils/sign-in-path';
import { ManageTrackingDialog } from './manage-tracking-dialog';
import { countOf } from '../../../utils/count-of';

export interface TrackBillsButtonProps {
  billIds: readonly number[];
  /** The session the bills were found in, when they share one. @default none */
  sessionId?: number;
  /** Whether someone is signed in; false offers sign-in instead. @default unknown (the dialog asks) */
  signedIn?: boolean;
}

/**
 * Spec §2 'Track N Selected bill(s)': opens 'Manage tracking lists' for all the chosen bills at once.
 * Signed out, it leads to sign-in and back here, as TrackBillButton does.
 */
export function TrackBillsButton({ billIds, sessionId, signedIn }: TrackBillsButtonProps) {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const count = billIds.length;
  const subject = countOf(count, 'bill');
  const text = `Track ${countOf(count, 'Selected bill', 'Selected bills')}`;
  const common = { variant: 'default', h: 44, leftSection: <IconBookmark size={18} aria-hidden /> } as const;

  if (signedIn === false) {
    return (
      <Button
        {...common}
        component={Link}
        to={signInPath(location.pathname + location.search)}
        aria-label={`${text} (sign in first)`}
      >
        {text}
      </Button>
    );
  }
  return (
    <>
      <Button {...common} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {text}
      </Button>
      <ManageTrackingDialog
        opened={open}
        onClose={() => setOpen(false)}
        selection={{ billIds, sessionId }}
        subject={subject}
      />
    </>
  );
}
