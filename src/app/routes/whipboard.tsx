import { useParams } from 'react-router-dom';
import { BackLink } from '../../components/back-link';
import { SignInRequired } from '../../features/account/components/sign-in-required';
import { whipboardRouteLoader } from '../../features/whipboard/api/get-whipboard';
import { WhipboardView } from '../../features/whipboard/components/whipboard-view';
import { parseId } from '../../utils/parse-id';
import { Component as NotFound } from './not-found';

export const clientLoader = whipboardRouteLoader;

/**
 * /app/whipboards/{id}: the board. It is not under /whipboard/ so the service worker serves it offline
 * (it keeps /whipboard/ for the spec's API calls); the board itself comes from the cache then.
 */
export function Component() {
  const id = parseId(useParams().id);
  if (!id) return <NotFound />;
  return (
    <>
      <BackLink fallbackTo="/app/whipboards" label="Whipboards" />
      <WhipboardView
        whipboardId={id}
        renderSignIn={() => <SignInRequired message="Sign in to open your whipboard." />}
      />
    </>
  );
}
