import { useSession } from '../api/get-session';

/** true or false once the session is known; undefined while it loads (so nothing flashes "signed out"). */
export function useSignedIn(): boolean | undefined {
  const session = useSession();
  if (!session.isSuccess) return session.isError ? false : undefined;
  return session.data.user !== null;
}
