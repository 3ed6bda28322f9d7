import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { safeReturnTo } from '../../../utils/sign-in-path';
import { useSession } from '../api/get-session';

export interface SignedOutScreenProps {
  title: string;
  /** The form, given the validated `returnTo` path. */
  children: (returnTo: string) => ReactNode;
}

/**
 * The sign-in and sign-up screens (?returnTo=…): as soon as the session has a user (just signed in, or
 * already), the user goes back to where they were.
 */
export function SignedOutScreen({ title, children }: SignedOutScreenProps) {
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnTo(searchParams.get('returnTo'));
  const session = useSession();
  if (session.data?.user) return <Navigate to={returnTo} replace />;
  return (
    <>
      <PageTitle>{title}</PageTitle>
      {children(returnTo)}
    </>
  );
}
