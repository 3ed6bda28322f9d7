// malegislature.gov recordings from ../shared/data: the 50 real 192nd bill responses and the real J19
// committee response served byte for byte; every other 192nd bill from the Open States 192nd CSV with
// its MAPLE history; the 194th bills from the 194th CSV with their roll calls; members and committees
// from Open States people; hearings from the histories' hearing actions.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseBillIdentifier } from '../../db/import/bill-identifiers.js';
import { malegislatureDateTime, pythonIsoFormat } from './api-datetimes.js';
import { billTimes } from './bill-update-times.js';
import { CommitteeDirectory, type CommitteeBranch, type KnownCommittee } from './committee-directory.js';
import { hearingsFromHistory } from './hearings-from-history.js';
import { keepPreferred } from './keep-preferred.js';
import { committeesFromPeople, membersOfCourt } from './malegislature-people.js';
import {
  documentNumberOf,
  newDocument,
  rollCallSummary,
  memberReference,
  type MaCommittee,
  type MaDocument,
  type MaHearing,
  type MaHistoryAction,
  type MaRollCall,
} from './malegislature-shapes.js';
import { memberCodeOf, type PeopleDirectory } from './people-directory.js';
import type { MalegislatureCourt, MalegislatureRecordings, Verbatim } from './recordings.js';
import {
  groupRows,
  readMapleCsv,
  readOrganizations,
  readSessionCsv,
  type SharedDataFiles,
} from './shared-data-files.js';

/** Far above the EventIds the real samples mention (3639 … 4268), so an invented hearing never poses as one. */
export const FIRST_DERIVED_EVENT_ID = 100_001;

export interface MalegislatureSource {
  files: SharedDataFiles;
  maPeople: PeopleDirectory;
  /** At most this many bills per court: the real samples and the bills with histories or votes first. */
  limitBills?: number;
}

interface CourtDraft {
  court: number;
  documents: Verbatim<MaDocument>[];
  histories: Record<string, MaHistoryAction[]>;
}

/** 'H 57' → 'H57'; null for what is not a bill number. */
function documentNumber(identifier: string): string | null {
  const key = parseBillIdentifier(identifier);
  return key ? `${key.bill_type}${key.bill_number}` : null;
}

function isDocket(number: string): boolean {
  return /^[HS]D\d/.test(number);
}

function readSamples(dir: string): {
  bills: Map<number, Verbatim<MaDocument>[]>;
  committee: Verbatim<MaCommittee>;
} {
  const bills = new Map<number, Verbatim<MaDocument>[]>();
  for (const name of readdirSync(dir).sort()) {
    if (!/^ma_bill_\d+_[A-Z]+\d+\.json$/.test(name)) continue;
    const verbatim = readFileSync(join(dir, name), 'utf8');
    const value = JSON.parse(verbatim) as MaDocument;
    const court = value.GeneralCourtNumber;
    bills.set(court, [...(bills.get(court) ?? []), { value, verbatim }]);
  }
  const verbatim = readFileSync(join(dir, 'ma_joint_committee_on_the_judiciary.json'), 'utf8');
  return { bills, committee: { value: JSON.parse(verbatim) as MaCommittee, verbatim } };
}

interface MapleHistories {
  /** By document number, in the file's (the API's) order, with the API's Boston wall-clock dates. */
  histories: Map<string, MaHistoryAction[]>;
  /** The latest action's instant, as the samples write Updated ('2022-04-25T08:38:35.649912+00:00'). */
  updated: Map<string, string>;
}

function readMapleHistories(files: SharedDataFiles): MapleHistories {
  const histories = new Map<string, MaHistoryAction[]>();
  const latest = new Map<string, string>();
  for (const row of readMapleCsv(files)) {
    const number = documentNumber(row.id ?? '');
    const date = row.date ?? '';
    if (!number) continue;
    const action = {
      Date: malegislatureDateTime(date),
      Branch: row.branch ?? '',
      Action: row.action ?? '',
      IsStricken: false,
    };
    histories.set(number, [...(histories.get(number) ?? []), action]);
    if (date > (latest.get(number) ?? '')) latest.set(number, date);
  }
  const updated = new Map([...latest].map(([number, date]) => [number, pythonIsoFormat(new Date(date))]));
  return { histories, updated };
}

function court192(source: MalegislatureSource, samples: Verbatim<MaDocument>[]): CourtDraft {
  const { histories, updated } = readMapleHistories(source.files);
  const sampled = new Set(samples.map(({ value }) => documentNumberOf(value)));
  const fromCsv = readSessionCsv(source.files, '192nd', 'bills').flatMap((row): Verbatim<MaDocument>[] => {
    const number = documentNumber(row.identifier ?? '');
    if (!number || sampled.has(number)) return [];
    const document = newDocument({
      court: 192,
      billNumber: isDocket(number) ? null : number,
      docketNumber: isDocket(number) ? number : null,
      title: row.title ?? '',
      // The CSV knows no update time: a bill MAPLE has no history of says so rather than invent one.
      updated: updated.get(number) ?? null,
    });
    return [{ value: document }];
  });
  const documents = [
    ...samples,
    ...keepPreferred(
      fromCsv,
      source.limitBills === undefined ? undefined : Math.max(0, source.limitBills - samples.length),
      ({ value }) => histories.has(documentNumberOf(value)),
    ),
  ];
  const kept = new Set(documents.map(({ value }) => documentNumberOf(value)));
  return {
    court: 192,
    documents,
    histories: Object.fromEntries([...histories].filter(([number]) => kept.has(number))),
  };
}

interface RollCallDraft {
  billNumber: string;
  /** The vote's start_date in the export, which dates the bill's latest update. */
  startDate: string;
  rollCall: MaRollCall;
}

function rollCalls194(source: MalegislatureSource, numberOfBill: Map<string, string>): RollCallDraft[] {
  const { files } = source;
  const branchOfOrganization = new Map(
    readOrganizations(files, '194th').map((row) => [
      row.id ?? '',
      row.classification === 'upper' ? 'Senate' : row.classification === 'lower' ? 'House' : '',
    ]),
  );
  const memberCodeOfPerson = new Map(
    source.maPeople.people.flatMap((person) => {
      const code = memberCodeOf(person);
      return code ? [[String(person.person.id), code] as const] : [];
    }),
  );
  const votersOf = groupRows(readSessionCsv(files, '194th', 'vote_people'), 'vote_event_id');
  const sourcesOf = groupRows(readSessionCsv(files, '194th', 'vote_sources'), 'vote_event_id');
  const votes = readSessionCsv(files, '194th', 'votes')
    .map((vote, index) => ({
      vote,
      index,
      branch: branchOfOrganization.get(vote.organization_id ?? '') ?? '',
    }))
    .filter(({ vote, branch }) => branch && numberOfBill.has(vote.bill_id ?? ''))
    // Roll calls are numbered per branch in the order they were taken; the export gives no numbers.
    .sort((a, b) => (a.vote.start_date ?? '').localeCompare(b.vote.start_date ?? '') || a.index - b.index);
  const nextNumber = new Map<string, number>();
  return votes.map(({ vote, branch }) => {
    const rollCallNumber = (nextNumber.get(branch) ?? 0) + 1;
    nextNumber.set(branch, rollCallNumber);
    const voters = (option: (value: string) => boolean) =>
      (votersOf.get(vote.id ?? '') ?? []).flatMap((voter) => {
        const code = memberCodeOfPerson.get(voter.voter_id ?? '');
        return code && option(voter.option ?? '') ? [memberReference(194, code)] : [];
      });
    const sources = sourcesOf.get(vote.id ?? '') ?? [];
    const record = sources.find((row) => row.note === 'Vote record pdf') ?? sources[0];
    return {
      billNumber: numberOfBill.get(vote.bill_id ?? '') ?? '',
      startDate: vote.start_date ?? '',
      rollCall: {
        GeneralCourtNumber: 194,
        Branch: branch,
        QuestionMotion: vote.motion_text || null,
        RollCallNumber: rollCallNumber,
        Yeas: voters((option) => option === 'yes'),
        Nays: voters((option) => option === 'no'),
        Absent: voters((option) => option !== 'yes' && option !== 'no'),
        DownloadUrl: record?.url || null,
      },
    };
  });
}

function court194(source: MalegislatureSource): CourtDraft & { rollCalls: MaRollCall[] } {
  const rows = readSessionCsv(source.files, '194th', 'bills');
  const numberOfBill = new Map(
    rows.flatMap((row) => {
      const number = documentNumber(row.identifier ?? '');
      return number ? [[row.id ?? '', number] as const] : [];
    }),
  );
  const allRollCalls = rollCalls194(source, numberOfBill);
  const rollCallsOf = new Map<string, RollCallDraft[]>();
  for (const draft of allRollCalls)
    rollCallsOf.set(draft.billNumber, [...(rollCallsOf.get(draft.billNumber) ?? []), draft]);
  const keptRows = keepPreferred(rows, source.limitBills, (row) =>
    rollCallsOf.has(numberOfBill.get(row.id ?? '') ?? ''),
  );
  const documents = keptRows.flatMap((row): Verbatim<MaDocument>[] => {
    const number = numberOfBill.get(row.id ?? '');
    if (!number) return [];
    const billRollCalls = rollCallsOf.get(number) ?? [];
    const latestVote =
      billRollCalls
        .map(({ startDate }) => startDate)
        .sort()
        .at(-1) ?? null;
    return [
      {
        value: newDocument({
          court: 194,
          billNumber: isDocket(number) ? null : number,
          docketNumber: isDocket(number) ? number : null,
          title: row.title ?? '',
          rollCalls: billRollCalls.map(({ rollCall }) =>
            rollCallSummary(194, rollCall.Branch, rollCall.RollCallNumber),
          ),
          updated: pythonIsoFormat(billTimes(row.id ?? '', latestVote).updatedAt),
        }),
      },
    ];
  });
  const kept = new Set(documents.map(({ value }) => documentNumberOf(value)));
  return {
    court: 194,
    documents,
    histories: {},
    rollCalls: allRollCalls.filter(({ billNumber }) => kept.has(billNumber)).map(({ rollCall }) => rollCall),
  };
}

function branchOfCode(code: string): CommitteeBranch {
  return code.startsWith('H') ? 'House' : code.startsWith('S') && !code.startsWith('SJ') ? 'Senate' : 'Joint';
}

/** The real committee objects the samples embed (ReportedOut, BeforeCommittee), without the J19 response. */
function committeesInSamples(samples: Verbatim<MaDocument>[], except: string): MaCommittee[] {
  const found = new Map<string, MaCommittee>();
  for (const { value } of samples) {
    const embedded = [value.BeforeCommittee, ...(Array.isArray(value.ReportedOut) ? value.ReportedOut : [])];
    for (const committee of embedded) {
      const code = (committee as Partial<MaCommittee> | null)?.CommitteeCode;
      if (code && code !== except && !found.has(code)) found.set(code, committee as MaCommittee);
    }
  }
  return [...found.values()].sort((a, b) => a.CommitteeCode.localeCompare(b.CommitteeCode));
}

function known(committee: MaCommittee): KnownCommittee {
  return {
    code: committee.CommitteeCode,
    branch: branchOfCode(committee.CommitteeCode),
    fullName: committee.FullName,
  };
}

/** A committee the 192nd hearings name that no 192nd response shows: its 194th name, no members. */
function committeeStub(court: number, committee: KnownCommittee): MaCommittee {
  return {
    CommitteeCode: committee.code,
    FullName: committee.fullName,
    ShortName: committee.fullName.replace(/^(Joint|House|Senate) Committee on /, ''),
    Description: '',
    Branch: committee.branch,
    GeneralCourtNumber: court,
    SenateChairperson: null,
    HouseChairperson: null,
    SenateMembers: [],
    HouseMembers: [],
  };
}

export function malegislatureFromSharedData(source: MalegislatureSource): MalegislatureRecordings {
  const samples = readSamples(source.files.malegislatureSamplesDir);
  const draft192 = court192(source, samples.bills.get(192) ?? []);
  const draft194 = court194(source);
  const committees194 = committeesFromPeople(source.maPeople, 194);

  const sampleCommittees = committeesInSamples(draft192.documents, samples.committee.value.CommitteeCode);
  const directory = new CommitteeDirectory();
  for (const committee of [samples.committee.value, ...sampleCommittees, ...committees194])
    directory.add(known(committee));
  const documents192 = new Map(draft192.documents.map(({ value }) => [documentNumberOf(value), value]));
  const hearings: MaHearing[] = hearingsFromHistory({
    court: 192,
    documents: documents192,
    histories: draft192.histories,
    committees: directory,
    firstEventId: FIRST_DERIVED_EVENT_ID,
  });

  const served192 = new Set([
    samples.committee.value.CommitteeCode,
    ...sampleCommittees.map((c) => c.CommitteeCode),
  ]);
  const hostCodes = [
    ...new Set(hearings.flatMap(({ HearingHost }) => HearingHost.CommitteeCode ?? [])),
  ].sort();
  const stubs = hostCodes.flatMap((code) => {
    const committee = committees194.find((candidate) => candidate.CommitteeCode === code);
    return served192.has(code) || !committee ? [] : [committeeStub(192, known(committee))];
  });

  const courts: MalegislatureCourt[] = [
    {
      ...draft192,
      members: membersOfCourt(source.maPeople, 192, []),
      committees: [
        samples.committee,
        ...sampleCommittees.map((value) => ({ value })),
        ...stubs.map((value) => ({ value })),
      ],
      rollCalls: [],
    },
    {
      ...draft194,
      members: membersOfCourt(source.maPeople, 194, committees194),
      committees: committees194.map((value) => ({ value })),
    },
  ];
  return { courts, hearings };
}
