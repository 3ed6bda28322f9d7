import { Button, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { signInPath } from '../../../utils/sign-in-path';

export interface SignInRequiredProps {
  /** Why an account is needed here, e.g. 'Sign in to see the bills you track.' */
  message: string;
}

/** For screens of personal data when signed out (issue 5): sign in, then come back to this very screen. */
export function SignInRequired({ message }: SignInRequiredProps) {
  const location = useLocation();
  return (
    <Stack gap="sm" align="flex-start">
      <Text>{message}</Text>
      <Button component={Link} to={signInPath(location.pathname + location.search)} size="lg">
        Sign in
      </Button>
    </Stack>
  );
}
