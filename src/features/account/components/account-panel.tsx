import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ErrorState } from '../../../components/error-state';
import { NetworkRequired } from '../../../components/network-required';
import { signInPath } from '../../../utils/sign-in-path';
import { useSession } from '../api/get-session';
import { useSignOut } from '../api/sign-out';
import { ChangePasswordForm } from './change-password-form';

/** Where the Me screen returns after signing in. */
const ME_PATH = '/app/me';

/** The Me screen's account block: sign in / create an account, or who is signed in, sign out, password. */
export function AccountPanel() {
  const session = useSession();
  const signOut = useSignOut();

  if (session.isPending) return <Skeleton height={96} aria-label="Loading your account…" role="status" />;
  if (session.isError) return <ErrorState error={session.error} onRetry={() => void session.refetch()} />;

  const { user } = session.data;
  if (!user) {
    return (
      <Stack gap="sm">
        <Text>Sign in to keep an agenda and follow bills on all your devices.</Text>
        <Group grow>
          <Button component={Link} to={signInPath(ME_PATH)} size="lg">
            Sign in
          </Button>
          <Button component={Link} to={signInPath(ME_PATH, 'sign-up')} size="lg" variant="default">
            Create account
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Text>
          Signed in as <strong>{user.display_name}</strong>
        </Text>
        <Text size="sm" c="dimmed">
          {user.email}
        </Text>
        {signOut.isError && (
          <Alert color="red" role="alert" title="Not signed out">
            {signOut.error.message}
          </Alert>
        )}
        <NetworkRequired block>
          {(network) => (
            <Button
              size="lg"
              variant="default"
              loading={signOut.isPending}
              onClick={() => signOut.mutate()}
              {...network}
            >
              Sign out
            </Button>
          )}
        </NetworkRequired>
      </Stack>
      <ChangePasswordForm />
    </Stack>
  );
}
