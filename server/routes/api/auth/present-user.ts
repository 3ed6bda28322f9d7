import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../../plugins/auth.js';
import type { SessionUser as SessionUserResponse } from '../../../schemas/auth.js';

/** The signed-in user as the API shows them: their account's state by its postal code. */
export async function presentUser(
  app: FastifyInstance,
  user: SessionUser | null,
): Promise<SessionUserResponse | null> {
  if (!user) return null;
  return {
    id: user.id,
    email: user.email,
    display_name: user.display_name,
    state: user.jurisdictionId === null ? null : await app.stateCodeOf(user.jurisdictionId),
  };
}
