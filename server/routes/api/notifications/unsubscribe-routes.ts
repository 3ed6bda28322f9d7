import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { AppSecrets } from '../../../notifications/app-secrets.js';
import { followsRepository } from '../../../notifications/follows-repository.js';
import { verifyUnsubscribe, type UnsubscribeScope } from '../../../notifications/unsubscribe-tokens.js';
import { errorBody } from '../../../plugins/errors.js';
import { markup } from '../bills/search-results/html.js';
import { acceptFormBodies } from '../tracking/form-body.js';
import { presentFollows } from './present-follow.js';

const TokenParams = Type.Object({
  token: Type.String({ maxLength: 120, description: 'the signed token of an unsubscribe link' }),
});

const page = (title: string, body: ReturnType<typeof markup>) =>
  markup`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · Statehouse</title></head><body><main><h1>${title}</h1>${body}<p><a href="/app/me">Open Statehouse</a></p></main></body></html>`.toString();

/**
 * Unsubscribe links of notice mails (issue 22). The token is the authority (signed, and only for its own
 * follow or digest), so these work signed out and the POST needs no CSRF token. GET only shows what
 * the link stops and a button: mail scanners open links, and must not unsubscribe anyone. POST stops it
 * (the page's button, or a mail client's one-click `List-Unsubscribe=One-Click`, RFC 8058).
 */
const unsubscribeRoutes: FastifyPluginAsyncTypebox<{ secrets: AppSecrets }> = async (app, { secrets }) => {
  acceptFormBodies(app);
  const follows = followsRepository(app.db);

  /** What the token stops, in words; null when it names nothing (any more). */
  async function describe(scope: UnsubscribeScope): Promise<string | null> {
    if (scope.kind === 'digest') return 'the daily digest mail';
    const row = await app.db
      .selectFrom('follows')
      .selectAll()
      .select((eb) => eb.val(0).as('tracked'))
      .where('id', '=', scope.followId)
      .where('user_id', '=', scope.userId)
      .executeTakeFirst();
    if (!row) return null;
    const [follow] = await presentFollows(app.db, [row]);
    return `mail about ${follow!.label}`;
  }

  async function scopeOf(request: FastifyRequest, token: string, reply: FastifyReply) {
    const scope = verifyUnsubscribe(await secrets.unsubscribeKey(), token);
    const what = scope ? await describe(scope) : null;
    if (scope && what) return { scope, what };
    const message = scope
      ? 'This link’s subscription no longer exists: nothing is sent for it.'
      : 'This unsubscribe link is not valid. Open the link from the mail again, or change your notices on the Me tab.';
    const status = scope ? 404 : 400;
    reply.code(status).header('cache-control', 'no-store');
    if (request.method === 'GET' || request.headers.accept?.includes('text/html'))
      return void reply.type('text/html; charset=utf-8').send(page('Unsubscribe', markup`<p>${message}</p>`));
    return void reply.send(errorBody(status, message));
  }

  app.get(
    '/api/unsubscribe/:token',
    {
      schema: {
        summary:
          'The page of an unsubscribe link: what it stops, and a button that does (nothing changes here)',
        params: TokenParams,
      },
    },
    async (request, reply) => {
      const found = await scopeOf(request, request.params.token, reply);
      if (!found) return reply;
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          page(
            'Unsubscribe',
            markup`<p>Stop ${found.what}?</p><form method="post"><button type="submit" name="confirm" value="1">Unsubscribe</button></form>`,
          ),
        );
    },
  );

  app.post(
    '/api/unsubscribe/:token',
    {
      config: { csrfExempt: true },
      schema: {
        summary: 'Unsubscribes what the signed link names (its button, or one-click List-Unsubscribe-Post)',
        params: TokenParams,
      },
    },
    async (request, reply) => {
      const found = await scopeOf(request, request.params.token, reply);
      if (!found) return reply;
      const { scope, what } = found;
      if (scope.kind === 'digest') await follows.stopDigest(scope.userId);
      else await follows.stopMail(scope.userId, scope.followId);
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          page(
            'Unsubscribed',
            markup`<p>Done: no more ${what}. You can turn it back on from the Me tab.</p>`,
          ),
        );
    },
  );
};

export default unsubscribeRoutes;
