import { Type, type Static } from 'typebox';
import { Id, StringEnum } from './common.js';

// Issue 22, "tell me when it moves": the one API contract of follows, the inbox, Web Push subscriptions and
// notification settings. The server routes validate with these and the client's API modules type with them.

/** What a reader can follow. A tracked bill is followed unless the reader turned it off. */
export const FOLLOW_KINDS = ['bill', 'legislator', 'committee', 'search'] as const;
export const FollowKind = StringEnum(FOLLOW_KINDS);
export type FollowKind = Static<typeof FollowKind>;

/** Email for one followed thing: none, one mail per event, or one item per subject in the daily digest. */
export const EMAIL_MODES = ['off', 'immediate', 'digest'] as const;
export const EmailMode = StringEnum(EMAIL_MODES);
export type EmailMode = Static<typeof EmailMode>;

/** Where the news of one followed thing goes. The inbox always gets it unless `inbox` is false. */
export const FollowChannels = Type.Object({
  inbox: Type.Boolean(),
  push: Type.Boolean(),
  email: EmailMode,
});
export type FollowChannels = Static<typeof FollowChannels>;

/** A saved search to follow: the bill search's query and its facet filters ('chamber:House'). */
export const FollowedSearch = Type.Object({
  query: Type.String({ maxLength: 200, description: 'the search box text, up to 200 characters' }),
  filters: Type.Array(Type.String({ minLength: 3, maxLength: 200, pattern: '^[A-Za-z_.]+:.+$' }), {
    maxItems: 20,
    description: "facet filters as 'attribute:value', up to 20",
  }),
});
export type FollowedSearch = Static<typeof FollowedSearch>;

export const Follow = Type.Object({
  id: Type.Integer(),
  kind: FollowKind,
  /** The followed record's id as text (a bill, legislator or committee id); for a search, its canonical key. */
  target: Type.String(),
  /** What the reader sees: 'H 467 — An Act relative to …', 'Rep. Jane Doe', 'Joint Committee on …', 'Search: solar'. */
  label: Type.String(),
  /** The page of the followed thing in the app. */
  url: Type.String(),
  search: Type.Union([FollowedSearch, Type.Null()]),
  channels: FollowChannels,
  /** True for a bill followed because it is on one of the reader's tracking lists. */
  from_tracking: Type.Boolean(),
  created_at: Type.String(),
});
export type Follow = Static<typeof Follow>;

export const FollowList = Type.Object({ items: Type.Array(Follow) });
export type FollowList = Static<typeof FollowList>;

/** PUT /api/follows: follow (or update) one thing; the same kind and target again updates, never duplicates. */
export const FollowBody = Type.Object({
  kind: FollowKind,
  target: Type.Optional(
    Type.String({ pattern: '^[1-9][0-9]{0,9}$', description: 'the record id; not for a search' }),
  ),
  search: Type.Optional(FollowedSearch),
  channels: Type.Optional(Type.Partial(FollowChannels)),
});
export type FollowBody = Static<typeof FollowBody>;

/** PATCH /api/follows/{id}. */
export const FollowPatch = Type.Object({ channels: Type.Partial(FollowChannels) });
export type FollowPatch = Static<typeof FollowPatch>;

/** GET /api/follows/status?kind=bill&target=12: is this thing followed, for the Follow buttons. */
export const FollowStatusQuery = Type.Object({
  kind: StringEnum(['bill', 'legislator', 'committee'] as const),
  target: Type.String({ pattern: '^[1-9][0-9]{0,9}$', description: 'the record id' }),
});
export type FollowStatusQuery = Static<typeof FollowStatusQuery>;
export const FollowStatus = Type.Object({ follow: Type.Union([Follow, Type.Null()]) });
export type FollowStatus = Static<typeof FollowStatus>;

/** What happened, as the inbox, the push and the mail say it. */
export const NOTICE_KINDS = ['bill_action', 'vote', 'hearing', 'new_bill'] as const;
export const NoticeKind = StringEnum(NOTICE_KINDS);
export type NoticeKind = Static<typeof NoticeKind>;

export const InboxItem = Type.Object({
  id: Type.Integer(),
  kind: NoticeKind,
  /** 'H 467 passed to be engrossed'. */
  title: Type.String(),
  /** One or two sentences: the action text, the hearing's time and place, the tally. */
  body: Type.String(),
  /** The page to open: the bill, the roll call, the hearing. */
  url: Type.String(),
  /** When it happened at the source (the action's date, the meeting's start), ISO 8601. */
  occurred_at: Type.String(),
  created_at: Type.String(),
  read: Type.Boolean(),
  /** The follow that brought it; null when that follow was deleted since. */
  follow_id: Type.Union([Type.Integer(), Type.Null()]),
});
export type InboxItem = Static<typeof InboxItem>;

/** GET /api/notifications?before=&limit=: newest first, `before` an item id for the next page. */
export const InboxQuery = Type.Object({
  before: Type.Optional(Id({ description: 'an item id: items older than it' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 30, description: '1–100' })),
});
export type InboxQuery = Static<typeof InboxQuery>;

export const InboxPage = Type.Object({
  items: Type.Array(InboxItem),
  unread: Type.Integer(),
  /** The `before` of the next page; null on the last one. */
  next_before: Type.Union([Type.Integer(), Type.Null()]),
});
export type InboxPage = Static<typeof InboxPage>;

/** GET /api/notifications/unread: the Me tab's badge. */
export const UnreadCount = Type.Object({ unread: Type.Integer() });
export type UnreadCount = Static<typeof UnreadCount>;

/** POST /api/notifications/read: mark these items read, or all of them. Answers UnreadCount. */
export const MarkReadBody = Type.Object({
  ids: Type.Optional(Type.Array(Id(), { maxItems: 100, description: 'item ids, up to 100' })),
  all: Type.Optional(Type.Boolean()),
});
export type MarkReadBody = Static<typeof MarkReadBody>;

const ClockTime = Type.String({
  pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
  description: "'HH:MM', 24-hour",
});

/** GET/PUT /api/notifications/settings: one reader's delivery settings, times in the state's time zone. */
export const NotificationSettings = Type.Object({
  /** Where mail goes: the account's address (read-only here). */
  email_address: Type.String(),
  /** The hour (0–23, state time) the daily digest is sent. */
  digest_hour: Type.Integer({ minimum: 0, maximum: 23 }),
  /** No push or immediate mail between these times (held and sent when they end); null: none. */
  quiet_hours: Type.Union([Type.Object({ start: ClockTime, end: ClockTime }), Type.Null()]),
  /** The state's IANA time zone the hours are in (read-only). */
  time_zone: Type.String(),
});
export type NotificationSettings = Static<typeof NotificationSettings>;

export const NotificationSettingsBody = Type.Object({
  digest_hour: Type.Optional(Type.Integer({ minimum: 0, maximum: 23, description: '0–23' })),
  quiet_hours: Type.Optional(Type.Union([Type.Object({ start: ClockTime, end: ClockTime }), Type.Null()])),
});
export type NotificationSettingsBody = Static<typeof NotificationSettingsBody>;

/** GET /api/push/key: the VAPID public key (base64url) for PushManager.subscribe's applicationServerKey. */
export const PushKey = Type.Object({ public_key: Type.String() });
export type PushKey = Static<typeof PushKey>;

/** POST /api/push/subscriptions: PushSubscription.toJSON() of this browser. Same endpoint again: updated. */
export const PushSubscriptionBody = Type.Object({
  endpoint: Type.String({
    format: 'uri',
    pattern: '^https?://',
    maxLength: 2048,
    description: 'an http(s) URL',
  }),
  keys: Type.Object({
    p256dh: Type.String({ pattern: '^[A-Za-z0-9_-]+=*$', minLength: 20, maxLength: 200 }),
    auth: Type.String({ pattern: '^[A-Za-z0-9_-]+=*$', minLength: 8, maxLength: 100 }),
  }),
});
export type PushSubscriptionBody = Static<typeof PushSubscriptionBody>;

/** A device that gets pushes, as Me lists it (no keys: only where it goes and when it was added). */
export const PushDevice = Type.Object({
  id: Type.Integer(),
  /** The push service's origin, e.g. 'https://fcm.googleapis.com'. */
  service: Type.String(),
  user_agent: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
});
export type PushDevice = Static<typeof PushDevice>;
export const PushDeviceList = Type.Object({ items: Type.Array(PushDevice) });
export type PushDeviceList = Static<typeof PushDeviceList>;

/** DELETE /api/push/subscriptions: this browser's subscription, by its endpoint (DELETE …/{id} for others). */
export const PushUnsubscribeBody = Type.Object({ endpoint: Type.String({ maxLength: 2048 }) });
export type PushUnsubscribeBody = Static<typeof PushUnsubscribeBody>;

/**
 * What the service worker receives in a push (JSON) and shows: `tag` is the inbox item's id, so the same
 * notice never shows twice; a tap opens `url` and marks the item read.
 */
export const PushPayload = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  body: Type.String(),
  url: Type.String(),
  tag: Type.String(),
});
export type PushPayload = Static<typeof PushPayload>;
