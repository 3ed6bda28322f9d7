import { useParams } from 'react-router-dom';
import { BackLink } from '../../components/back-link';
import { PageTitle } from '../../components/page-title';
import { SignInRequired } from '../../features/account/components/sign-in-required';
import { ResetBoardConfirm } from '../../features/whipboard/components/reset-board-confirm';
import { whipboardRouteLoader } from '../../features/whipboard/api/get-whipboard';
import { parseId } from '../../utils/parse-id';
import { Component as NotFound } from './not-found';

export const clientLoader = whipboardRouteLoader;

/** /whipboard/reset/{whipboardId} (spec §2 route): the confirmation before Reset Board. */
export function Component() {
  const id = parseId(useParams().id);
  if (!id) return <NotFound />;
  return (
    <>
      <BackLink fallbackTo={`/app/whipboards/${id}`} label="Board" />
      <PageTitle>Reset Board</PageTitle>
      <ResetBoardConfirm
        whipboardId={id}
        renderSignIn={() => <SignInRequired message="Sign in to reset your whipboard." />}
      />
    </>
  );
}
