import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentJurisdiction } from '../../../jurisdictions/jurisdiction-context.js';
import { profileFor } from '../../../jurisdictions/state-profiles.js';
import { markPersonal } from '../../../lib/personal-response.js';
import { deliverySettings, saveDeliverySettings } from '../../../notifications/notification-settings.js';
import { requireUser, type SessionUser } from '../../../plugins/auth.js';
import { ErrorResponse } from '../../../schemas/common.js';
import { NotificationSettings, NotificationSettingsBody } from '../../../schemas/notifications.js';

/** The digest hour and quiet hours, in the time zone of the state the reader is reading. */
const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const present = async (user: SessionUser) => {
    const settings = await deliverySettings(app.db, user.id);
    return {
      email_address: user.email,
      digest_hour: settings.digestHour,
      quiet_hours: settings.quietHours,
      time_zone: currentJurisdiction()?.profile.timeZone ?? profileFor('ma').timeZone,
    };
  };

  app.get(
    '/api/notifications/settings',
    {
      schema: {
        summary: 'Your delivery settings: the daily digest hour and quiet hours (state time)',
        response: { 200: NotificationSettings, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      markPersonal(reply);
      return present(user);
    },
  );

  app.put(
    '/api/notifications/settings',
    {
      schema: {
        summary: 'Changes the digest hour and/or quiet hours (null: none); fields left out stay as they are',
        body: NotificationSettingsBody,
        response: { 200: NotificationSettings, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const stored = await deliverySettings(app.db, user.id);
      const { digest_hour, quiet_hours } = request.body;
      await saveDeliverySettings(app.db, user.id, {
        digestHour: digest_hour ?? stored.digestHour,
        quietHours: quiet_hours === undefined ? stored.quietHours : quiet_hours,
      });
      markPersonal(reply);
      return present(user);
    },
  );
};

export default settingsRoutes;
