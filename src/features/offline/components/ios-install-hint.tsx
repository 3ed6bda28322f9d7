import { Alert } from '@mantine/core';
import { IconShare2 } from '@tabler/icons-react';

/** iPhone and iPad (iPadOS reports itself as a Mac with touch), not already opened from the home screen. */
export function shouldShowIosInstallHint(
  userAgent = navigator.userAgent,
  standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true ||
    window.matchMedia('(display-mode: standalone)').matches,
): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && 'ontouchend' in document);
  return ios && !standalone;
}

/** Safari on iOS never fires beforeinstallprompt, so the way to install is explained instead. */
export function IosInstallHint() {
  if (!shouldShowIosInstallHint()) return null;
  return (
    <Alert variant="light" title="Install on iPhone or iPad" icon={<IconShare2 size={18} aria-hidden />}>
      In Safari, tap Share, then Add to Home Screen. Statehouse then opens like an app, even offline.
    </Alert>
  );
}
