import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { NetworkRequired } from '../../../components/network-required';
import { signInPath } from '../../../utils/sign-in-path';
import { useSignIn } from '../api/sign-in';
import { formErrorsOf } from '../utils/form-errors';
import { EmailField, PasswordField } from './credential-fields';
import { PasskeySignInButton } from './passkey-sign-in-button';

const LABELS = { email: 'Email', password: 'Password' };

export interface SignInFormProps {
  /** Where the user was; the link to sign-up keeps it. */
  returnTo: string;
}

/** Email and password; the server's message shows next to the field it names, or above the button. */
export function SignInForm({ returnTo }: SignInFormProps) {
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const errors = formErrorsOf(signIn.error, LABELS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Phone keyboards add a space after an autocompleted address.
    signIn.mutate({ email: email.trim(), password });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Stack gap="md" maw={420}>
        <EmailField autoComplete="username" value={email} onChange={setEmail} error={errors.fields.email} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={errors.fields.password}
        />
        {errors.form && (
          <Alert color="red" role="alert" title="Not signed in">
            {errors.form}
          </Alert>
        )}
        <NetworkRequired block>
          {(network) => (
            <Button type="submit" size="lg" loading={signIn.isPending} {...network}>
              Sign in
            </Button>
          )}
        </NetworkRequired>
        <PasskeySignInButton />
        <Text size="sm">
          New to Statehouse?{' '}
          <Anchor
            component={Link}
            to={signInPath(returnTo, 'sign-up')}
            fw={600}
            py={12}
            display="inline-block"
          >
            Create an account
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
