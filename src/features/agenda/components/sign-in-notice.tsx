import { Alert, Button } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { signInPath } from '../../../utils/sign-in-path';

export interface SignInNoticeProps {
  /** Why signing in helps here, e.g. 'Sign in to keep your own agenda.' */
  message: string;
}

/** Offered instead of an error when a login-protected call answers 401; sign-in returns here. */
export function SignInNotice({ message }: SignInNoticeProps) {
  const location = useLocation();
  return (
    <Alert color="indigo" variant="light" title="Signed out">
      {message}{' '}
      <Button
        component={Link}
        to={signInPath(location.pathname + location.search)}
        size="md"
        mih={44}
        mt="xs"
        display="block"
      >
        Sign in
      </Button>
    </Alert>
  );
}
