import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconFingerprint } from '@tabler/icons-react';
import { NetworkRequired } from '../../../components/network-required';
import { QueryState } from '../../../components/query-state';
import { useAddPasskey } from '../api/add-passkey';
import { useDeletePasskey } from '../api/delete-passkey';
import { usePasskeys } from '../api/get-passkeys';
import { passkeyErrorMessage } from '../utils/passkey-error';
import { PasskeyRow } from './passkey-row';

export const NO_PASSKEYS_TEXT =
  'No passkeys yet. Add one to sign in on this device without typing a password.';

/** Passkeys under Me (issue 5): add one for this device, see when each was last used, remove one. */
export function PasskeySettings() {
  const passkeysQuery = usePasskeys();
  const add = useAddPasskey();
  const remove = useDeletePasskey();
  const supported = browserSupportsWebAuthn();
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Passkeys
      </Title>
      <Text size="sm">Sign in with your fingerprint, face or device PIN instead of a password.</Text>
      <QueryState query={passkeysQuery} loadingLabel="Loading your passkeys…" emptyMessage={NO_PASSKEYS_TEXT}>
        {(passkeys) => (
          <NetworkRequired block>
            {(network) => (
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Your passkeys">
                {passkeys.map((passkey, index) => (
                  <PasskeyRow
                    key={passkey.id}
                    passkey={passkey}
                    number={index + 1}
                    removing={remove.isPending && remove.variables === passkey.id}
                    onRemove={() => remove.mutate(passkey.id)}
                    network={network}
                  />
                ))}
              </ul>
            )}
          </NetworkRequired>
        )}
      </QueryState>
      {(add.isError || remove.isError) && (
        <Alert color="red" role="alert" title="Not changed">
          {passkeyErrorMessage(add.error ?? remove.error)}
        </Alert>
      )}
      {add.isSuccess && (
        <Alert color="green" role="status" title="Passkey added">
          Next time, choose “Sign in with a passkey”.
        </Alert>
      )}
      {supported ? (
        <NetworkRequired block>
          {(network) => (
            <Button
              variant="light"
              leftSection={<IconFingerprint size={18} aria-hidden />}
              loading={add.isPending}
              onClick={() => add.mutate()}
              {...network}
            >
              Add a passkey
            </Button>
          )}
        </NetworkRequired>
      ) : (
        <Text size="sm" c="dimmed">
          This browser cannot create passkeys.
        </Text>
      )}
    </Stack>
  );
}
