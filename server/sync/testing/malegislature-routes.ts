// The malegislature.gov API's GET routes (the paths MAPLE's client calls, functions/src/malegislature.ts,
// and the roll-call routes of the API's OpenAPI description), answered from the replay state. Paths and
// numbers match case-insensitively, as ASP.NET routes do.
import { jsonAnswer, matchRoute, verbatimAnswer, type Answer } from './http-answers.js';
import {
  committeeLink,
  documentSummary,
  hearingReference,
  MALEGISLATURE_LINK_ROOT,
  type MaCommittee,
  type MaDocument,
  type MaHearing,
} from './malegislature-shapes.js';
import { emptyCourt, rollCallKey, type CourtState, type ReplayState } from './replay-state.js';

/** ASP.NET Web API's error body ({"Message": …}), which is what the real API's errors look like. */
function notFound(what: string): Answer {
  return jsonAnswer(404, { Message: what });
}

function noRoute(path: string): Answer {
  return notFound(
    `No HTTP resource was found that matches the request URI '${MALEGISLATURE_LINK_ROOT}${path}'.`,
  );
}

function sameCode(a: string | null | undefined, b: string): boolean {
  return typeof a === 'string' && a.toUpperCase() === b.toUpperCase();
}

function documents(court: CourtState): MaDocument[] {
  return [...court.documents.values()].map(({ value }) => value);
}

function documentAnswer(court: CourtState, number: string): Answer {
  const document = court.documents.get(number.toUpperCase());
  if (!document) return notFound(`Document ${number} was not found in General Court ${court.court}.`);
  return document.verbatim === undefined
    ? jsonAnswer(200, document.value)
    : verbatimAnswer(document.verbatim);
}

function memberAnswer(court: CourtState, code: string): Answer {
  const member = court.members.get(code.toUpperCase());
  if (!member) return notFound(`Legislative member ${code} was not found in General Court ${court.court}.`);
  const all = documents(court);
  return jsonAnswer(200, {
    ...member,
    SponsoredBills: all.filter((d) => sameCode(d.PrimarySponsor?.Id, member.MemberCode)).map(documentSummary),
    CoSponsoredBills: all
      .filter((d) => (d.Cosponsors ?? []).some((sponsor) => sameCode(sponsor.Id, member.MemberCode)))
      .map(documentSummary),
  });
}

/** The committee codes a document names as holding it (BeforeCommittee) and as having reported it. */
function committeeCodes(document: MaDocument): { before: string | null; reportedOut: string[] } {
  const before = (document.BeforeCommittee as { CommitteeCode?: string } | undefined)?.CommitteeCode ?? null;
  const reportedOut = Array.isArray(document.ReportedOut)
    ? (document.ReportedOut as { CommitteeCode?: string }[]).flatMap((entry) => entry.CommitteeCode ?? [])
    : [];
  return { before, reportedOut };
}

/** A recorded committee with the lists the API derives from bills and hearings, in the sample's field order. */
function committeeWithLists(state: ReplayState, court: CourtState, committee: MaCommittee): MaCommittee {
  const code = committee.CommitteeCode;
  const all = documents(court);
  const hearings = [...state.hearings.values()].filter(
    (hearing) =>
      sameCode(hearing.HearingHost.CommitteeCode, code) &&
      hearing.HearingHost.GeneralCourtNumber === court.court,
  );
  const { SenateMembers, HouseMembers, ...head } = committee;
  return {
    ...head,
    DocumentsBeforeCommittee:
      committee.DocumentsBeforeCommittee ??
      all.filter((document) => sameCode(committeeCodes(document).before, code)).map(documentSummary),
    ReportedOutDocuments:
      committee.ReportedOutDocuments ??
      all
        .filter((document) =>
          committeeCodes(document).reportedOut.some((reported) => sameCode(reported, code)),
        )
        .map(documentSummary),
    Hearings: committee.Hearings ?? hearings.map((hearing) => hearingReference(hearing.EventId)),
    SenateMembers,
    HouseMembers,
  };
}

function committeeAnswer(state: ReplayState, court: CourtState, code: string): Answer {
  const committee = court.committees.get(code.toUpperCase());
  if (!committee) return notFound(`Committee ${code} was not found in General Court ${court.court}.`);
  if (committee.verbatim !== undefined) return verbatimAnswer(committee.verbatim);
  return jsonAnswer(200, committeeWithLists(state, court, committee.value));
}

function hearingSummary(hearing: MaHearing) {
  return {
    EventId: hearing.EventId,
    EventDate: hearing.EventDate,
    StartTime: hearing.StartTime,
    Status: hearing.Status,
    HearingHost: hearing.HearingHost,
    Details: hearingReference(hearing.EventId).Details,
  };
}

const COURT = String.raw`^/GeneralCourts/(\d+)`;
const ROUTES: {
  pattern: RegExp;
  answer: (state: ReplayState, court: CourtState, args: string[]) => Answer;
}[] = [
  {
    pattern: new RegExp(`${COURT}/Documents/?$`, 'i'),
    answer: (_state, court) => jsonAnswer(200, documents(court).map(documentSummary)),
  },
  {
    pattern: new RegExp(`${COURT}/Documents/([^/]+)/?$`, 'i'),
    answer: (_state, court, [number = '']) => documentAnswer(court, number),
  },
  {
    pattern: new RegExp(`${COURT}/Documents/([^/]+)/DocumentHistoryActions/?$`, 'i'),
    answer: (_state, court, [number = '']) =>
      court.documents.has(number.toUpperCase())
        ? jsonAnswer(200, court.histories.get(number.toUpperCase()) ?? [])
        : notFound(`Document ${number} was not found in General Court ${court.court}.`),
  },
  {
    pattern: new RegExp(`${COURT}/Documents/([^/]+)/RollCalls/?$`, 'i'),
    answer: (_state, court, [number = '']) => {
      const document = court.documents.get(number.toUpperCase());
      return document
        ? jsonAnswer(200, document.value.RollCalls ?? [])
        : notFound(`Document ${number} was not found in General Court ${court.court}.`);
    },
  },
  {
    pattern: new RegExp(`${COURT}/Branches/(House|Senate)/RollCalls/(\\d+)/?$`, 'i'),
    answer: (_state, court, [branch = '', number = '']) => {
      const rollCall = court.rollCalls.get(rollCallKey(branch, Number(number)));
      return rollCall
        ? jsonAnswer(200, rollCall)
        : notFound(`Roll call ${number} of the ${branch} was not found in General Court ${court.court}.`);
    },
  },
  {
    pattern: new RegExp(`${COURT}/LegislativeMembers/?$`, 'i'),
    answer: (_state, court) =>
      jsonAnswer(
        200,
        [...court.members.values()].map((member) => ({
          GeneralCourtNumber: court.court,
          MemberCode: member.MemberCode,
          Details: `${MALEGISLATURE_LINK_ROOT}/GeneralCourts/${court.court}/LegislativeMembers/${member.MemberCode}`,
        })),
      ),
  },
  {
    pattern: new RegExp(`${COURT}/LegislativeMembers/([^/]+)/?$`, 'i'),
    answer: (_state, court, [code = '']) => memberAnswer(court, code),
  },
  {
    pattern: new RegExp(`${COURT}/Committees/?$`, 'i'),
    answer: (_state, court) =>
      jsonAnswer(
        200,
        [...court.committees.values()].map(({ value }) => ({
          CommitteeCode: value.CommitteeCode,
          GeneralCourtNumber: court.court,
          Details: committeeLink(court.court, value.CommitteeCode),
        })),
      ),
  },
  {
    pattern: new RegExp(`${COURT}/Committees/([^/]+)/?$`, 'i'),
    answer: (state, court, [code = '']) => committeeAnswer(state, court, code),
  },
];

/** `path` is what follows /malegislature/api ('/GeneralCourts/192/Documents/H119'). */
export function answerMalegislature(state: ReplayState, path: string): Answer {
  if (/^\/Hearings\/?$/i.test(path)) return jsonAnswer(200, [...state.hearings.values()].map(hearingSummary));
  const hearingId = matchRoute(path, /^\/Hearings\/(\d+)\/?$/i);
  if (hearingId) {
    const hearing = state.hearings.get(Number(hearingId[0]));
    return hearing ? jsonAnswer(200, hearing) : notFound(`Hearing ${hearingId[0]} was not found.`);
  }
  for (const route of ROUTES) {
    const args = matchRoute(path, route.pattern);
    if (!args) continue;
    const [courtNumber = '', ...rest] = args;
    const court = state.courts.get(Number(courtNumber)) ?? emptyCourt(Number(courtNumber));
    return route.answer(state, court, rest);
  }
  return noRoute(path);
}
