import { Alert, Button, Stack, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { NetworkRequired } from '../../../components/network-required';
import { useChangePassword } from '../api/change-password';
import { formErrorsOf } from '../utils/form-errors';
import { PasswordField } from './credential-fields';

const LABELS = { current_password: 'Current password', new_password: 'New password' };

/** Changing the password signs every other device out (issue 5); this one stays signed in. */
export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const errors = formErrorsOf(changePassword.error, LABELS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    changePassword.mutate(
      { current_password: currentPassword, new_password: newPassword },
      {
        onSuccess: () => {
          setCurrentPassword('');
          setNewPassword('');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="change-password-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="change-password-title">
          Change password
        </Title>
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={setCurrentPassword}
          error={errors.fields.current_password}
        />
        <PasswordField
          label="New password"
          description="At least 10 characters"
          autoComplete="new-password"
          value={newPassword}
          onChange={setNewPassword}
          error={errors.fields.new_password}
        />
        {errors.form && (
          <Alert color="red" role="alert" title="Password not changed">
            {errors.form}
          </Alert>
        )}
        {changePassword.isSuccess && (
          <Alert color="green" role="status" title="Password changed">
            Your other devices have been signed out.
          </Alert>
        )}
        <NetworkRequired block>
          {(network) => (
            <Button type="submit" size="lg" variant="light" loading={changePassword.isPending} {...network}>
              Change password
            </Button>
          )}
        </NetworkRequired>
      </Stack>
    </form>
  );
}
