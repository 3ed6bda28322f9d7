import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { NetworkRequired } from '../../../components/network-required';
import { signInPath } from '../../../utils/sign-in-path';
import { useSignUp } from '../api/sign-up';
import { formErrorsOf } from '../utils/form-errors';
import { EmailField, PasswordField } from './credential-fields';

const LABELS = { display_name: 'Name', email: 'Email', password: 'Password' };

export interface SignUpFormProps {
  /** Where the user was; the link to sign-in keeps it. */
  returnTo: string;
}

/** A new account: name, email and a password of at least 10 characters (the server checks and says why). */
export function SignUpForm({ returnTo }: SignUpFormProps) {
  const signUp = useSignUp();
  const [displayName, setDisplayName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const errors = formErrorsOf(signUp.error, LABELS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signUp.mutate({ display_name: displayName, email: email.trim(), password });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Create an account">
      <Stack gap="md" maw={420}>
        <TextInput
          label="Name"
          description="Shown only to you, in the app"
          size="lg"
          autoComplete="name"
          required
          value={displayName}
          onChange={(event) => setDisplayName(event.currentTarget.value)}
          error={errors.fields.display_name}
        />
        <EmailField autoComplete="email" value={email} onChange={setEmail} error={errors.fields.email} />
        <PasswordField
          label="Password"
          description="At least 10 characters; a few words make a strong one"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          error={errors.fields.password}
        />
        {errors.form && (
          <Alert color="red" role="alert" title="Account not created">
            {errors.form}
          </Alert>
        )}
        <NetworkRequired block>
          {(network) => (
            <Button type="submit" size="lg" loading={signUp.isPending} {...network}>
              Create account
            </Button>
          )}
        </NetworkRequired>
        <Text size="sm">
          Already have an account?{' '}
          <Anchor component={Link} to={signInPath(returnTo)} fw={600} py={12} display="inline-block">
            Sign in
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
