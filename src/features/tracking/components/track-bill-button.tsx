import { Button } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { signInPath } from '../../../utils/sign-in-path';
import { useBillTracked } from '../api/is-tracked';
import { isUnauthorized } from '../utils/is-unauthorized';
import { ManageTrackingDialog } from './manage-tracking-dialog';

export interface TrackBillButtonProps {
  billId: number;
  /** e.g. 'H 100': many rows show this button, so its accessible name says which bill. */
  billLabel: string;
  /** Whether someone is signed in; false skips the status request and offers sign-in. @default unknown (ask) */
  signedIn?: boolean;
}

/**
 * Spec §4 bill tracking button: 'Tracking' when the bill is on one of the user's lists, otherwise
 * 'Track Bill'; either opens 'Manage tracking lists'. Signed out, it leads to sign-in and back here.
 */
export function TrackBillButton({ billId, billLabel, signedIn }: TrackBillButtonProps) {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  // Asked only once the session is known to be signed in: a signed-out visitor's 401 would only add a
  // console error and a wasted request.
  const status = useBillTracked(billId, signedIn === true);
  const common = { size: 'compact-md', h: 44, px: 'sm' } as const;

  if (signedIn === false || isUnauthorized(status.error)) {
    return (
      <Button
        {...common}
        variant="default"
        component={Link}
        to={signInPath(location.pathname + location.search)}
        aria-label={`Track Bill ${billLabel} (sign in first)`}
        leftSection={<IconBookmark size={16} aria-hidden />}
      >
        Track Bill
      </Button>
    );
  }
  // Spec §8: a failed status check is only logged; the button still opens the dialog, which says more.
  const tracked = status.data === true;
  const text = tracked ? 'Tracking' : 'Track Bill';
  return (
    <>
      <Button
        {...common}
        variant={tracked ? 'light' : 'default'}
        // Busy while the session is unknown too: the button cannot say Tracking or Track Bill yet.
        loading={signedIn === undefined || (status.isPending && status.fetchStatus !== 'idle')}
        aria-label={`${text} ${billLabel}`}
        aria-haspopup="dialog"
        leftSection={
          tracked ? <IconBookmarkFilled size={16} aria-hidden /> : <IconBookmark size={16} aria-hidden />
        }
        onClick={() => setOpen(true)}
      >
        {text}
      </Button>
      <ManageTrackingDialog
        opened={open}
        onClose={() => setOpen(false)}
        selection={{ billIds: [billId] }}
        subject={billLabel}
      />
    </>
  );
}
