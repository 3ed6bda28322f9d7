import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { Alert, Button, Stack } from '@mantine/core';
import { IconFingerprint } from '@tabler/icons-react';
import { NetworkRequired } from '../../../components/network-required';
import { useSignInWithPasskey } from '../api/sign-in-with-passkey';
import { passkeyErrorMessage } from '../utils/passkey-error';

/**
 * Sign in with a passkey (issue 5): no typed password on a phone at the capitol. Hidden where the browser
 * has no WebAuthn; after success the sign-in screen returns the user to where they were.
 */
export function PasskeySignInButton() {
  const signIn = useSignInWithPasskey();
  if (!browserSupportsWebAuthn()) return null;
  return (
    <Stack gap="xs">
      <NetworkRequired block>
        {(network) => (
          <Button
            size="lg"
            variant="default"
            leftSection={<IconFingerprint size={20} aria-hidden />}
            loading={signIn.isPending}
            onClick={() => signIn.mutate()}
            {...network}
          >
            Sign in with a passkey
          </Button>
        )}
      </NetworkRequired>
      {signIn.isError && (
        <Alert color="red" role="alert" title="Not signed in">
          {passkeyErrorMessage(signIn.error)}
        </Alert>
      )}
    </Stack>
  );
}
