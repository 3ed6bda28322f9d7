// Kysely table types: the one description of the database that every query is checked against.
// Conventions (portable across SQLite and PostgreSQL):
//  - booleans are INTEGER 0/1, because SQLite has no boolean type and we want one query text for both;
//  - dates are ISO text: `YYYY-MM-DD` for days, full ISO 8601 UTC for instants; they sort as strings;
//  - `external_id` holds the id of an imported record (Open States ocd-*, malegislature code) and makes
//    imports idempotent; generated demo rows use `demo:*` ids so both kinds can live in one database.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

export type Chamber = 'house' | 'senate';
/** Where a person serves: a chamber of the legislature, or the executive branch (Governor, Auditor…). */
export type PersonChamber = Chamber | 'executive';
export type CommitteeChamber = 'joint' | 'house' | 'senate';
/** Standing committees hear bills; floor "committees" are the chamber sessions themselves (spec §2 toggle). */
export type CommitteeKind = 'standing' | 'floor' | 'special';
export type VotePosition = 'yes' | 'no' | 'absent' | 'not voting' | 'other';
export type WhipPosition = 'Yes' | 'Lean Yes' | 'Toss-Up' | 'Lean No' | 'No';
export type MeetingType = 'hearing' | 'formal_session';
export type MeetingDocumentKind =
  'oral_testimony' | 'written_testimony' | 'floor_debate' | 'agenda' | 'other';

type CreatedAt = ColumnType<string, string | undefined, never>;

/**
 * A legislature served side by side with others (migration 007, issue 15). Its settings (time zone,
 * chamber names, bill prefixes, layout) live in code: server/jurisdictions/state-profiles.ts.
 */
export interface JurisdictionTable {
  id: Generated<number>;
  /** Open States' id, e.g. `ocd-jurisdiction/country:us/state:ma/government`. */
  ocd_id: string;
  /** Postal code in lower case, e.g. `ma`; `demo` for the generator's fictitious state. */
  code: string;
  name: string;
  /** When an import or sync last wrote the state's data (ISO instant, migration 008); null before any. */
  data_as_of: ColumnType<string | null, string | null | undefined, string | null>;
  /** Where that data came from: 'Open States API', 'malegislature.gov', 'MAPLE'… (import/data-sources.ts). */
  data_source: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface LegislativeSessionTable {
  id: Generated<number>;
  jurisdiction_id: number;
  /** Display name used in facets and URLs, e.g. `2025-2026`. */
  name: string;
  /** The legislature's own numbering, e.g. `194th` (Massachusetts General Court). */
  general_court: string | null;
  start_date: string;
  end_date: string;
  is_current: number;
}

export interface LegislatorTable {
  id: Generated<number>;
  jurisdiction_id: number;
  external_id: string;
  full_name: string;
  /** 'Rep. Jane Doe' / 'Sen. John Roe' / 'Gov. Jane Doe' (spec §3 short_full_name), for the current role. */
  short_full_name: string;
  given_name: string | null;
  family_name: string | null;
  /** The current role's chamber, else the last legislative one (former members); 'executive' for officials. */
  chamber: PersonChamber;
  party: string | null;
  district: string | null;
  active: number;
  photo_url: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  profile_url: string | null;
  /** JSON array of the other names the person is known by ('Ronald Mariano', 'Mariano, R.'). */
  other_names: ColumnType<string, string | undefined, string>;
  /** A leadership office held now, e.g. 'Speaker of the House'. */
  leadership: ColumnType<string | null, string | null | undefined, string | null>;
  /** The legislature's own code for the member, e.g. malegislature.gov's 'D_D0' (migration 007). */
  member_code: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One role a person held (migration 007): the history behind legislators.chamber. */
export interface LegislatorRoleTable {
  id: Generated<number>;
  legislator_id: number;
  /** Open States' role type: 'lower', 'upper', 'governor', 'lt_governor', 'auditor', … */
  role_type: string;
  chamber: PersonChamber;
  /** 'Rep.', 'Sen.', 'Gov.', 'Auditor'… */
  title: string;
  district: string | null;
  start_date: string | null;
  /** null while the role is held. */
  end_date: string | null;
}

export interface CommitteeTable {
  id: Generated<number>;
  jurisdiction_id: number;
  external_id: string;
  /** Full name as published, e.g. 'Joint Committee on Agriculture and Fisheries'. */
  name: string;
  chamber: CommitteeChamber;
  kind: CommitteeKind;
  url: string | null;
}

export interface CommitteeMembershipTable {
  committee_id: number;
  legislator_id: number;
  role: string;
}

export interface BillTable {
  id: Generated<number>;
  jurisdiction_id: number;
  external_id: string;
  session_id: number;
  chamber: Chamber;
  /** 'H', 'S', 'HD', 'SD' (Massachusetts), 'HB', 'SB' (Missouri). */
  bill_type: string;
  bill_number: number;
  /** Display form, e.g. 'H 123'. */
  bill_type_number: string;
  title: string;
  short_title: string | null;
  primary_sponsor_id: number | null;
  /** Sponsor as written by the source, kept when it does not resolve to a legislator (committees, the Governor). */
  sponsor_name: string | null;
  /** The latest action, as written; null when the source has no history for the bill. */
  status: string | null;
  /** Furthest stage reached (bill-progress.ts); null when the source has no history for the bill. */
  progress: string | null;
  session_law: string | null;
  filed_date: string | null;
  last_action_date: string | null;
  /** 1 when the source gives the bill's history (no actions then means none yet); 0 when it lacks it. */
  actions_known: number;
  /** 1 when the source gives the bill's sponsors (no sponsor then means none listed); 0 when it lacks them. */
  sponsors_known: number;
  /** The bill's page at the official source (malegislature.gov for Massachusetts). */
  source_url: string | null;
}

export interface BillCosponsorTable {
  bill_id: number;
  legislator_id: number;
}

export interface CategoryTable {
  id: Generated<number>;
  name: string;
}

export interface BillCategoryTable {
  bill_id: number;
  category_id: number;
}

export interface BillCitationTable {
  id: Generated<number>;
  bill_id: number;
  /** A statute the bill amends, e.g. 'M.G.L. c. 90 § 7'. */
  citation: string;
}

export interface BillActionTable {
  id: Generated<number>;
  bill_id: number;
  /** Order of the action within the bill's history (dates repeat). */
  sequence: number;
  action_date: string;
  branch: string | null;
  abbreviation: string | null;
  action_text: string;
}

export interface BillSummaryTable {
  id: Generated<number>;
  bill_id: number;
  /** HTML (spec §3 bill summary.description). */
  description: string;
  source: string | null;
}

export interface BillTextTable {
  id: Generated<number>;
  bill_id: number;
  version: string;
  created_date: string | null;
}

/** A section of a bill's text: the unit of full-text search (a "chunk") and of /app/text/{id}. */
export interface BillTextSectionTable {
  id: Generated<number>;
  bill_text_id: number;
  position: number;
  heading: string | null;
  body: string;
}

export interface AmendmentTable {
  id: Generated<number>;
  external_id: string;
  bill_id: number;
  amendment_number: string;
  title: string | null;
  amendment_text: string | null;
  sponsor_id: number | null;
  status: string | null;
  filed_date: string | null;
  pdf_file_name: string | null;
}

export interface RollCallTable {
  id: Generated<number>;
  jurisdiction_id: number;
  external_id: string;
  session_id: number;
  bill_id: number | null;
  chamber: Chamber;
  roll_call_number: number | null;
  vote_date: string;
  motion: string;
  result: string | null;
  /** Tallies; null when the source publishes none and lists no voters (counts_source null). */
  yes_count: number | null;
  no_count: number | null;
  absent_count: number | null;
  other_count: number | null;
  /** 'published': the source's own figures; 'computed': counted from the recorded votes; null: none. */
  counts_source: 'published' | 'computed' | null;
  /** The record the vote comes from, e.g. the journal PDF. */
  source_url: string | null;
}

export interface RollCallPositionTable {
  id: Generated<number>;
  roll_call_id: number;
  legislator_id: number | null;
  /** Name as recorded; kept for voters that resolve to no legislator (e.g. 'Mr. Speaker'). */
  voter_name: string;
  position: VotePosition;
}

export interface MeetingTable {
  id: Generated<number>;
  jurisdiction_id: number;
  external_id: string;
  meeting_type: MeetingType;
  chamber: CommitteeChamber;
  committee_id: number | null;
  title: string;
  meeting_date: string;
  meeting_time: string | null;
  location: string | null;
  url: string | null;
}

export interface MeetingDocumentTable {
  id: Generated<number>;
  meeting_id: number;
  kind: MeetingDocumentKind;
  title: string;
  author: string | null;
  file_name: string | null;
  file_path: string | null;
  file_date: string | null;
}

export interface MeetingBillTable {
  meeting_id: number;
  bill_id: number;
}

export interface NewsSourceTable {
  id: Generated<number>;
  name: string;
  url: string | null;
}

export interface NewsCategoryTable {
  id: Generated<number>;
  name: string;
}

export interface NewsItemTable {
  id: Generated<number>;
  jurisdiction_id: number;
  external_id: string;
  source_id: number;
  category_id: number | null;
  chamber: Chamber | null;
  headline: string;
  intro: string | null;
  full_text: string | null;
  external_url: string;
  display_date: string;
}

export interface NewsItemBillTable {
  news_item_id: number;
  bill_id: number;
}

export interface PressReleaseTable {
  id: Generated<number>;
  jurisdiction_id: number;
  external_id: string;
  session_id: number | null;
  legislator_id: number | null;
  title: string;
  author: string | null;
  category: string | null;
  content: string;
  display_date: string;
}

export interface PressReleaseBillTable {
  press_release_id: number;
  bill_id: number;
}

export interface TranscriptTable {
  id: Generated<number>;
  jurisdiction_id: number;
  meeting_id: number | null;
  event_title: string;
  event_type: string | null;
  event_organization: string | null;
  event_location: string | null;
  event_date: string;
  transcript: string;
  transcript_url: string | null;
}

export interface UserTable {
  id: Generated<number>;
  email: string;
  display_name: string;
  password_hash: string;
  created_at: CreatedAt;
  /** The state the reader picked (migration 007); null until they pick one. */
  jurisdiction_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ViewedBillTable {
  user_id: number;
  bill_id: number;
  viewed_at: string;
}

export interface UserNewsCategoryTable {
  user_id: number;
  category_id: number;
}

export interface AgendaEventTable {
  id: Generated<number>;
  jurisdiction_id: number;
  user_id: number;
  event_date: string;
  event_time: string | null;
  link: string | null;
  details: string;
  details2: string | null;
  bill_count: number;
  created_at: CreatedAt;
  /** The meeting the item was added from (migration 003); null for items not from a meeting. */
  meeting_id: number | null;
}

/** A sign-in session (migration 003). */
export interface UserSessionTable {
  /** SHA-256 (hex) of the `sid` cookie's random value: the cookie itself is never stored. */
  id_hash: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  user_agent: string | null;
}

/** One counted sign-in or sign-up event (migration 009): the limits of every API process read these. */
export interface AuthAttemptTable {
  /** The limit counting it: 'account-address', 'account-delay', 'account', 'ip', 'sign-up'. */
  bucket: string;
  /** SHA-256 (hex) of the counted key (an email, an address, both). */
  key_hash: string;
  /** ISO 8601 UTC with milliseconds. */
  occurred_at: string;
}

/** A state's latest failed sync run by source (migration 011), kept by code: the state may have no row yet. */
export interface SyncFailureTable {
  state_code: string;
  source: string;
  error: string;
  /** ISO 8601 UTC. */
  failed_at: string;
}

/** A write sent with an Idempotency-Key (migration 010): its answer, kept a day for a repeat of it. */
export interface IdempotentRequestTable {
  user_id: number;
  idempotency_key: string;
  /** SHA-256 (hex) of the method, URL and body. */
  fingerprint: string;
  /** Null while the first request runs. */
  status_code: number | null;
  content_type: string | null;
  body: string | null;
  /** ISO 8601 UTC with milliseconds. */
  created_at: string;
}

/** A user's private calendar subscription (migration 003): one per user, only the token's hash is kept. */
export interface AgendaFeedTable {
  user_id: number;
  token_hash: string;
  created_at: string;
}

export interface TrackingListTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  created_at: CreatedAt;
}

export interface TrackingListBillTable {
  tracking_list_id: number;
  bill_id: number;
  added_at: string;
}

export interface WhipboardTable {
  id: Generated<number>;
  jurisdiction_id: number;
  user_id: number;
  bill_id: number | null;
  question: string;
  chamber: Chamber;
  created_at: CreatedAt;
  updated_at: string;
}

export interface WhipboardEntryTable {
  id: Generated<number>;
  whipboard_id: number;
  legislator_id: number;
  position: WhipPosition;
  /** 1-based order within its column (spec §3). */
  sort_order: number;
  updated_at: string;
}

export interface ReportTable {
  id: Generated<number>;
  jurisdiction_id: number;
  user_id: number;
  title: string;
  created_at: CreatedAt;
}

export interface ReportBillTable {
  report_id: number;
  bill_id: number;
  position: number;
}

/** A WebAuthn credential (migration 004): a passkey a user signs in with instead of a password. */
export interface PasskeyCredentialTable {
  id: Generated<number>;
  user_id: number;
  /** The credential id the authenticator chose, base64url. */
  credential_id: string;
  /** COSE-encoded public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter; 0 for authenticators that do not count (most passkeys). */
  counter: number;
  /** JSON array of AuthenticatorTransport values ('internal', 'hybrid', …), hints for the browser. */
  transports: string;
  created_at: string;
  last_used_at: string | null;
}

/** A WebAuthn challenge in flight (migration 004), bound to the browser's session and used once. */
export interface PasskeyChallengeTable {
  /** SHA-256 (hex) of the `sid` cookie, like user_sessions.id_hash (anonymous pre-sessions too). */
  session_hash: string;
  purpose: 'registration' | 'authentication';
  challenge: string;
  /** The user registering a passkey; null for a sign-in. */
  user_id: number | null;
  expires_at: string;
}

/** Bumped by triggers on every write to a table the search indexes read (migration 006). */
export interface SearchSourceVersionTable {
  table_name: string;
  version: number;
}

/** Where a sync of a state from a source stands (migration 008, issue 16). */
export interface SyncStateTable {
  jurisdiction_id: number;
  source: 'malegislature' | 'openstates';
  /** JSON, the source's own position (Open States: the latest updated_at seen). */
  cursor: string | null;
  /** JSON of an unfinished run, committed with each batch; null when none is unfinished. */
  checkpoint: string | null;
  run_started_at: string | null;
  last_success_at: string | null;
  last_error: string | null;
}

/** A response a sync has read (migration 008): its validators, its body's fingerprint, when last asked. */
export interface SyncResourceTable {
  jurisdiction_id: number;
  source: 'malegislature' | 'openstates';
  /** The response's path, e.g. '192/Documents/H119/DocumentHistoryActions'. */
  resource: string;
  etag: string | null;
  last_modified: string | null;
  fingerprint: string | null;
  checked_at: string;
}

/** Something a reader follows (migration 012, issue 22): a bill, legislator, committee or saved search. */
export interface FollowTable {
  id: Generated<number>;
  user_id: number;
  kind: 'bill' | 'legislator' | 'committee' | 'search';
  /** The record id as text; for a search, its canonical key. */
  target: string;
  /** A search's state; null for records, which know their own. */
  jurisdiction_id: number | null;
  search_query: string | null;
  /** JSON array of 'attribute:value'. */
  search_filters: string | null;
  inbox: number;
  push: number;
  email: 'off' | 'immediate' | 'digest';
  /** 'tracking': stands for a tracked bill and counts only while the bill is tracked; 'user': chosen. */
  origin: 'user' | 'tracking';
  /** 1: deleted by the reader, kept with channels off so tracking does not bring it back. */
  hidden: ColumnType<number, number | undefined, number>;
  created_at: string;
}

/** One thing that happened, once (migration 012): `dedupe_key` makes a repeated action the same event. */
export interface NoticeEventTable {
  id: Generated<number>;
  dedupe_key: string;
  kind: 'bill_action' | 'vote' | 'hearing' | 'new_bill';
  jurisdiction_id: number;
  bill_id: number | null;
  roll_call_id: number | null;
  meeting_id: number | null;
  /** What a digest groups by: 'bill:12', 'meeting:5'. */
  subject: string;
  title: string;
  body: string;
  url: string;
  occurred_at: string;
  created_at: string;
}

/** A fan-out or delivery job (migration 012), retried with backoff; one per dedupe_key. */
export interface NoticeJobTable {
  id: Generated<number>;
  kind: 'fanout' | 'push' | 'email' | 'digest';
  dedupe_key: string;
  event_id: number | null;
  user_id: number | null;
  item_id: number | null;
  cursor: string | null;
  status: 'pending' | 'done' | 'failed';
  attempts: ColumnType<number, number | undefined, number>;
  run_after: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
}

/** One reader's notice of one event (migration 012), with the channels its follows asked for merged. */
export interface InboxItemTable {
  id: Generated<number>;
  user_id: number;
  event_id: number;
  follow_id: number | null;
  /** 1 when it shows in the inbox. */
  shown: number;
  push: number;
  /** 0 off, 1 digest, 2 immediate. */
  email: number;
  read: ColumnType<number, number | undefined, number>;
  digested_at: string | null;
  created_at: string;
}

/** A browser that gets pushes (migration 012). */
export interface PushSubscriptionTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  user_agent: string | null;
  created_at: string;
}

/** A reader's delivery settings (migration 012); defaults apply without a row. */
export interface NotificationSettingTable {
  user_id: number;
  digest_hour: number;
  quiet_start: string | null;
  quiet_end: string | null;
}

/** Secrets the server generates once and keeps (migration 012): the VAPID key pair, the unsubscribe HMAC key. */
export interface AppSecretTable {
  name: string;
  value: string;
  created_at: string;
}

export interface SearchSyncStateTable {
  index_name: string;
  /** A record's objectID, or SETTINGS_KEY for the index's settings. */
  object_id: string;
  fingerprint: string;
}

export interface Database {
  jurisdictions: JurisdictionTable;
  legislator_roles: LegislatorRoleTable;
  legislative_sessions: LegislativeSessionTable;
  legislators: LegislatorTable;
  committees: CommitteeTable;
  committee_memberships: CommitteeMembershipTable;
  bills: BillTable;
  bill_cosponsors: BillCosponsorTable;
  categories: CategoryTable;
  bill_categories: BillCategoryTable;
  bill_citations: BillCitationTable;
  bill_actions: BillActionTable;
  bill_summaries: BillSummaryTable;
  bill_texts: BillTextTable;
  bill_text_sections: BillTextSectionTable;
  amendments: AmendmentTable;
  roll_calls: RollCallTable;
  roll_call_positions: RollCallPositionTable;
  meetings: MeetingTable;
  meeting_documents: MeetingDocumentTable;
  meeting_bills: MeetingBillTable;
  news_sources: NewsSourceTable;
  news_categories: NewsCategoryTable;
  news_items: NewsItemTable;
  news_item_bills: NewsItemBillTable;
  press_releases: PressReleaseTable;
  press_release_bills: PressReleaseBillTable;
  transcripts: TranscriptTable;
  users: UserTable;
  viewed_bills: ViewedBillTable;
  user_news_categories: UserNewsCategoryTable;
  agenda_events: AgendaEventTable;
  agenda_feeds: AgendaFeedTable;
  user_sessions: UserSessionTable;
  auth_attempts: AuthAttemptTable;
  idempotent_requests: IdempotentRequestTable;
  sync_failures: SyncFailureTable;
  passkey_credentials: PasskeyCredentialTable;
  passkey_challenges: PasskeyChallengeTable;
  tracking_lists: TrackingListTable;
  tracking_list_bills: TrackingListBillTable;
  whipboards: WhipboardTable;
  whipboard_entries: WhipboardEntryTable;
  reports: ReportTable;
  report_bills: ReportBillTable;
  search_sync_state: SearchSyncStateTable;
  search_source_versions: SearchSourceVersionTable;
  sync_state: SyncStateTable;
  sync_resources: SyncResourceTable;
  follows: FollowTable;
  notice_events: NoticeEventTable;
  notice_jobs: NoticeJobTable;
  inbox_items: InboxItemTable;
  push_subscriptions: PushSubscriptionTable;
  notification_settings: NotificationSettingTable;
  app_secrets: AppSecretTable;
}

export type Legislator = Selectable<LegislatorTable>;
export type NewLegislator = Insertable<LegislatorTable>;
export type LegislatorUpdate = Updateable<LegislatorTable>;
export type Committee = Selectable<CommitteeTable>;
export type NewCommittee = Insertable<CommitteeTable>;
export type Bill = Selectable<BillTable>;
export type NewBill = Insertable<BillTable>;
