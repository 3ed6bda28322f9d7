// The JSON the Massachusetts Legislature's API (https://malegislature.gov/api) answers, as far as the
// verbatim samples (shared/data/malegislature-api-samples) and MAPLE's client types show it
// (codeforboston/maple functions/src/malegislature.ts, votes/types.ts, events/types.ts,
// members/types.ts, committees/types.ts). Field names are the API's own PascalCase.

/** The host the real API writes into every `Details` / `BillHistory` link (http, as in the samples). */
export const MALEGISLATURE_LINK_ROOT = 'http://malegislature.gov/api';

/** PrimarySponsor / Cosponsors: Type 1 legislator, 2 committee, 3 public request, 4 special request. */
export interface MaSponsor {
  Id: string | null;
  Name: string;
  Type: number;
  Details: string | null;
}

/** A bill as the listing and every embedded reference give it (the sample committee's DocumentsBeforeCommittee). */
export interface MaDocumentSummary {
  BillNumber: string | null;
  DocketNumber: string | null;
  Title: string;
  PrimarySponsor: MaSponsor | null;
  GeneralCourtNumber: number;
  Details: string;
  IsDocketBookOnly: boolean;
}

/** MAPLE votes/types.ts RollCallSummary: how a Document's RollCalls array names a roll call. */
export interface MaRollCallSummary {
  GeneralCourtNumber: number;
  Branch: string;
  RollCallNumber: number;
  Details: string;
}

/**
 * GET /GeneralCourts/{court}/Documents/{BillNumber}. The samples carry more fields than these
 * (CommitteeRecommendations, ReportedOut, …); a recorded document keeps every field it was given.
 */
export interface MaDocument {
  Title: string;
  BillNumber: string | null;
  DocketNumber: string | null;
  GeneralCourtNumber: number;
  PrimarySponsor: MaSponsor | null;
  Cosponsors: MaSponsor[];
  /** The URL of the history endpoint, not the history itself. */
  BillHistory: string;
  LegislationTypeName: string;
  RollCalls: MaRollCallSummary[];
  [field: string]: unknown;
}

/**
 * GET …/DocumentHistoryActions: Date is Boston local time without an offset, .NET style
 * ('2025-02-27T10:38:52.3833333', '2021-04-15T00:00:00').
 */
export interface MaHistoryAction {
  Date: string;
  Branch: string;
  Action: string;
  IsStricken: boolean;
}

/** LegislativeMemberSummary: a member as lists and roll calls name them. */
export interface MaMemberReference {
  GeneralCourtNumber: number;
  MemberCode: string;
  Details: string;
}

/** GET /GeneralCourts/{court}/LegislativeMembers/{MemberCode}; Sponsored/CoSponsoredBills are added when answered. */
export interface MaMember {
  Name: string;
  GeneralCourtNumber: number;
  MemberCode: string;
  LeadershipPosition: string | null;
  District: string | null;
  Party: string | null;
  Branch: string | null;
  EmailAddress: string | null;
  PhoneNumber: string | null;
  FaxNumber: string | null;
  RoomNumber: string | null;
  Committees: { CommitteeCode: string; GeneralCourtNumber: number; Details: string }[];
}

export interface MaHearingReference {
  EventId: number;
  Details: string;
}

/**
 * GET /GeneralCourts/{court}/Committees/{CommitteeCode}. DocumentsBeforeCommittee, ReportedOutDocuments
 * and Hearings are worked out from the documents and hearings when answered, unless the committee is
 * served verbatim.
 */
export interface MaCommittee {
  CommitteeCode: string;
  FullName: string;
  ShortName: string;
  Description: string;
  Branch: string;
  GeneralCourtNumber: number;
  SenateChairperson: MaMemberReference | null;
  HouseChairperson: MaMemberReference | null;
  SenateMembers: MaMemberReference[];
  HouseMembers: MaMemberReference[];
  [field: string]: unknown;
}

/** MAPLE votes/types.ts APIRollCall: GET /GeneralCourts/{court}/Branches/{branch}/RollCalls/{number}. */
export interface MaRollCall {
  GeneralCourtNumber: number;
  Branch: string;
  QuestionMotion: string | null;
  RollCallNumber: number;
  Yeas: MaMemberReference[];
  Nays: MaMemberReference[];
  Absent: MaMemberReference[];
  DownloadUrl: string | null;
}

export interface MaHearingLocation {
  AddressLine1: string | null;
  AddressLine2: string | null;
  City: string | null;
  LocationName: string | null;
  State: string | null;
  ZipCode: string | null;
}

/** MAPLE events/types.ts HearingContent: GET /Hearings/{EventId}. Times are Boston local, no offset. */
export interface MaHearing {
  EventId: number;
  EventDate: string;
  StartTime: string;
  Description: string;
  Name: string | null;
  Status: string;
  HearingHost: { CommitteeCode: string | null; GeneralCourtNumber: number | null };
  Location: MaHearingLocation;
  HearingAgendas: {
    DocumentsInAgenda: MaDocumentSummary[];
    StartTime: string;
    EndTime: string;
    Topic: string;
  }[];
  RescheduledHearing: { EventDate: string; StartTime: string } | null;
}

export function documentLink(court: number, documentNumber: string): string {
  return `${MALEGISLATURE_LINK_ROOT}/GeneralCourts/${court}/Documents/${documentNumber}`;
}

export function memberReference(court: number, memberCode: string): MaMemberReference {
  return {
    GeneralCourtNumber: court,
    MemberCode: memberCode,
    Details: `${MALEGISLATURE_LINK_ROOT}/GeneralCourts/${court}/LegislativeMembers/${memberCode}`,
  };
}

export function committeeLink(court: number, committeeCode: string): string {
  return `${MALEGISLATURE_LINK_ROOT}/GeneralCourts/${court}/Committees/${committeeCode}`;
}

export function hearingReference(eventId: number): MaHearingReference {
  return { EventId: eventId, Details: `${MALEGISLATURE_LINK_ROOT}/Hearings/${eventId}` };
}

export function rollCallSummary(court: number, branch: string, rollCallNumber: number): MaRollCallSummary {
  return {
    GeneralCourtNumber: court,
    Branch: branch,
    RollCallNumber: rollCallNumber,
    Details: `${MALEGISLATURE_LINK_ROOT}/GeneralCourts/${court}/Branches/${branch}/RollCalls/${rollCallNumber}`,
  };
}

/** The number a document is found by: its bill number, or its docket number while it has none. */
export function documentNumberOf(document: Partial<Pick<MaDocument, 'BillNumber' | 'DocketNumber'>>): string {
  const number = document.BillNumber ?? document.DocketNumber;
  if (!number) throw new Error('a document needs a BillNumber or a DocketNumber');
  return number;
}

export function documentSummary(document: MaDocument): MaDocumentSummary {
  const court = document.GeneralCourtNumber;
  return {
    BillNumber: document.BillNumber,
    DocketNumber: document.DocketNumber,
    Title: document.Title,
    PrimarySponsor: document.PrimarySponsor,
    GeneralCourtNumber: court,
    Details: documentLink(court, documentNumberOf(document)),
    IsDocketBookOnly: document.BillNumber === null,
  };
}

/** A document in the samples' shape, for recordings that only know a bill's number and title. */
export function newDocument(fields: {
  court: number;
  billNumber: string | null;
  docketNumber: string | null;
  title: string;
  primarySponsor?: MaSponsor | null;
  cosponsors?: MaSponsor[];
  rollCalls?: MaRollCallSummary[];
  /** Null where the source knows no update time. */
  updated: string | null;
}): MaDocument {
  const number = fields.billNumber ?? fields.docketNumber ?? '';
  return {
    Title: fields.title,
    BillNumber: fields.billNumber,
    DocketNumber: fields.docketNumber,
    GeneralCourtNumber: fields.court,
    PrimarySponsor: fields.primarySponsor ?? null,
    Cosponsors: fields.cosponsors ?? [],
    BillHistory: `${documentLink(fields.court, number)}/DocumentHistoryActions`,
    LegislationTypeName: 'Bill',
    RollCalls: fields.rollCalls ?? [],
    Attachments: [],
    CommitteeRecommendations: [],
    Amendments: [],
    Updated: fields.updated,
    BeforeCommittee: {},
    ReportedOut: [],
  };
}
