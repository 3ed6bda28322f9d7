import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryOptions } from '../../features/account/api/get-session';
import { SignUpForm } from '../../features/account/components/sign-up-form';
import { SignedOutScreen } from '../../features/account/components/signed-out-screen';

// The session answer carries the CSRF token the sign-up POST needs.
export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(sessionQueryOptions());
  return null;
};

/** /app/sign-up?returnTo=… */
export function Component() {
  return (
    <SignedOutScreen title="Create an account">
      {(returnTo) => <SignUpForm returnTo={returnTo} />}
    </SignedOutScreen>
  );
}
