import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { jurisdictionsRepository } from '../../../db/repositories/jurisdictions-repository.js';
import { runInJurisdiction } from '../../../jurisdictions/jurisdiction-context.js';
import { profileFor } from '../../../jurisdictions/state-profiles.js';
import { markPersonal } from '../../../lib/personal-response.js';
import { setStateCookie } from '../../../plugins/jurisdiction.js';
import { errorBody } from '../../../plugins/errors.js';
import { ErrorResponse } from '../../../schemas/common.js';
import { PickStateBody, StateList, type StateInfo } from '../../../schemas/states.js';

/**
 * The states this server holds and which one a request is answered for (issue 15), and the reader's pick:
 * remembered on the device (a cookie the page also reads) and, signed in, on the account.
 */
const stateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const jurisdictions = jurisdictionsRepository(app.db);

  async function stateList(current: string | null) {
    const states = await app.jurisdictions();
    // Read each time, not cached with the states: a sync in this process moves it every few minutes.
    const freshness = await jurisdictions.dataFreshness();
    const sessions = await app.db
      .selectFrom('legislative_sessions')
      .select(['jurisdiction_id', 'name', 'is_current'])
      .orderBy('is_current', 'desc')
      .orderBy('start_date', 'desc')
      .execute();
    const currentSession = (jurisdictionId: number) =>
      sessions.find((session) => session.jurisdiction_id === jurisdictionId)?.name ?? null;
    return {
      states: states.map((state): StateInfo => {
        const profile = profileFor(state.code);
        return {
          code: state.code,
          ocd_id: state.ocdId,
          name: state.name,
          legislature: profile.legislature,
          time_zone: profile.timeZone,
          chambers: profile.chambers,
          bill_prefixes: {
            house: [...profile.billPrefixes.house],
            senate: [...profile.billPrefixes.senate],
          },
          search_layout: profile.searchLayout,
          website: profile.website,
          current_session: currentSession(state.id),
          demo: profile.demo,
          today: runInJurisdiction(state, () => app.clock.today()),
          data_as_of: freshness.get(state.id)?.dataAsOf ?? null,
          data_source: freshness.get(state.id)?.dataSource ?? null,
        };
      }),
      current,
    };
  }

  app.get(
    '/api/states',
    {
      schema: {
        summary:
          'The states this server holds, and the one this request is answered for (null: the reader picks)',
        response: { 200: StateList, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      // Which state is current depends on the reader's cookie and account.
      markPersonal(reply);
      return stateList(request.jurisdiction?.code ?? null);
    },
  );

  app.put(
    '/api/state',
    {
      schema: {
        summary: 'Picks the state to follow: remembered on this device and, when signed in, on the account',
        body: PickStateBody,
        response: { 200: StateList, 400: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request, reply) => {
      markPersonal(reply);
      const state = (await app.jurisdictions()).find((s) => s.code === request.body.state);
      if (!state) {
        const codes = (await app.jurisdictions()).map((s) => s.code).join(', ');
        return reply
          .code(400)
          .send(errorBody(400, `body.state must be one of the states this server holds: ${codes}`));
      }
      setStateCookie(request, reply, state.code);
      if (request.user) {
        await app.repos.users.setJurisdiction(request.user.id, state.id);
        request.user.jurisdictionId = state.id;
      }
      return stateList(state.code);
    },
  );
};

export default stateRoutes;
