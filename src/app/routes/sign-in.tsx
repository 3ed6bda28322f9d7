import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryOptions } from '../../features/account/api/get-session';
import { SignInForm } from '../../features/account/components/sign-in-form';
import { SignedOutScreen } from '../../features/account/components/signed-out-screen';

// The session answer carries the CSRF token the sign-in POST needs.
export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(sessionQueryOptions());
  return null;
};

/** /app/sign-in?returnTo=… */
export function Component() {
  return (
    <SignedOutScreen title="Sign in">{(returnTo) => <SignInForm returnTo={returnTo} />}</SignedOutScreen>
  );
}
