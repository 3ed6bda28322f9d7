// Small hand-written recordings that need no data directory (CI may run without ../shared): every
// endpoint has something to answer, in the same shapes as the shared-data recordings. All of it is made up.
import { CommitteeDirectory } from './committee-directory.js';
import { hearingsFromHistory } from './hearings-from-history.js';
import { FIRST_DERIVED_EVENT_ID } from './malegislature-from-shared-data.js';
import {
  committeeLink,
  memberReference,
  newDocument,
  rollCallSummary,
  type MaCommittee,
  type MaDocument,
  type MaHistoryAction,
  type MaMember,
  type MaSponsor,
} from './malegislature-shapes.js';
import { eventFromHearing, MASSACHUSETTS, MISSOURI } from './openstates-from-shared-data.js';
import {
  compactPerson,
  type OsBill,
  type OsJurisdiction,
  type OsOrganization,
  type OsPerson,
} from './openstates-shapes.js';
import type { Recordings } from './recordings.js';

const COURT = 194;

function sponsor(code: string, name: string): MaSponsor {
  return { Id: code, Name: name, Type: 1, Details: memberReference(COURT, code).Details };
}

function member(
  code: string,
  name: string,
  branch: 'House' | 'Senate',
  district: string,
  committees: string[],
): MaMember {
  return {
    Name: name,
    GeneralCourtNumber: COURT,
    MemberCode: code,
    LeadershipPosition: null,
    District: district,
    Party: 'Democrat',
    Branch: branch,
    EmailAddress: `${code.toLowerCase()}@example.test`,
    PhoneNumber: '617-555-0100',
    FaxNumber: null,
    RoomNumber: '100',
    Committees: committees.map((committee) => ({
      CommitteeCode: committee,
      GeneralCourtNumber: COURT,
      Details: committeeLink(COURT, committee),
    })),
  };
}

function committee(
  code: string,
  fullName: string,
  branch: string,
  house: string[],
  senate: string[],
): MaCommittee {
  return {
    CommitteeCode: code,
    FullName: fullName,
    ShortName: fullName.replace(/^(Joint|House|Senate) Committee on /, ''),
    Description: `It shall be the duty of the ${fullName} to consider synthetic matters.`,
    Branch: branch,
    GeneralCourtNumber: COURT,
    SenateChairperson: senate[0] ? memberReference(COURT, senate[0]) : null,
    HouseChairperson: house[0] ? memberReference(COURT, house[0]) : null,
    SenateMembers: senate.map((code) => memberReference(COURT, code)),
    HouseMembers: house.map((code) => memberReference(COURT, code)),
  };
}

const ALICE = sponsor('ABC1', 'Alice B. Carter');
const DANA = sponsor('DEF0', 'Dana E. Frost');

function documents194(): MaDocument[] {
  const judiciary = { CommitteeCode: 'J19', GeneralCourtNumber: COURT, Details: committeeLink(COURT, 'J19') };
  return [
    {
      ...newDocument({
        court: COURT,
        billNumber: 'H100',
        docketNumber: 'HD200',
        title: 'An Act relative to synthetic test bills',
        primarySponsor: ALICE,
        cosponsors: [ALICE, DANA],
        rollCalls: [rollCallSummary(COURT, 'House', 1)],
        updated: '2025-03-20T14:00:00+00:00',
      }),
      BeforeCommittee: judiciary,
    },
    newDocument({
      court: COURT,
      billNumber: 'S50',
      docketNumber: 'SD80',
      title: 'An Act establishing a commission on replayed data',
      primarySponsor: DANA,
      cosponsors: [DANA],
      rollCalls: [rollCallSummary(COURT, 'Senate', 1)],
      updated: '2025-03-12T15:30:00+00:00',
    }),
    newDocument({
      court: COURT,
      billNumber: 'H101',
      docketNumber: 'HD201',
      title: 'An Act with no history yet',
      primarySponsor: { Id: null, Name: 'Office of the Inspector General', Type: 4, Details: null },
      updated: '2025-02-01T12:00:00+00:00',
    }),
    newDocument({
      court: COURT,
      billNumber: null,
      docketNumber: 'HD300',
      title: 'An Act still in the docket book',
      primarySponsor: ALICE,
      updated: '2025-01-20T12:00:00+00:00',
    }),
  ];
}

function histories194(): Record<string, MaHistoryAction[]> {
  const action = (Date: string, Branch: string, Action: string) => ({
    Date,
    Branch,
    Action,
    IsStricken: false,
  });
  return {
    H100: [
      action('2025-02-27T10:38:52.3833333', 'House', 'Referred to the committee on The Judiciary'),
      action('2025-02-27T10:38:52.3833333', 'Senate', 'Senate concurred'),
      action(
        '2025-03-04T14:29:25.14',
        'Joint',
        'Hearing scheduled for 03/11/2025 from 10:00 AM-01:00 PM in A-2',
      ),
      action(
        '2025-03-20T10:00:00',
        'House',
        'Reported favorably by committee and referred to the committee on House Ways and Means',
      ),
    ],
    S50: [
      action('2025-02-20T11:00:00', 'Senate', 'Referred to the committee on The Judiciary'),
      action('2025-02-20T11:00:00', 'House', 'House concurred'),
      action(
        '2025-03-04T14:29:25.14',
        'Joint',
        'Hearing scheduled for 03/11/2025 from 10:00 AM-01:00 PM in A-2',
      ),
    ],
    H101: [],
  };
}

function malegislature(): Recordings['malegislature'] {
  const documents = documents194();
  const histories = histories194();
  const committees = [
    committee('J19', 'Joint Committee on the Judiciary', 'Joint', ['ABC1', 'GHI1'], ['DEF0']),
    committee('H34', 'House Committee on Ways and Means', 'House', ['GHI1'], []),
  ];
  const directory = new CommitteeDirectory();
  directory.add({ code: 'J19', branch: 'Joint', fullName: 'Joint Committee on the Judiciary' });
  directory.add({ code: 'H34', branch: 'House', fullName: 'House Committee on Ways and Means' });
  const byNumber = new Map(
    documents.map((document) => [document.BillNumber ?? document.DocketNumber ?? '', document]),
  );
  const hearings = hearingsFromHistory({
    court: COURT,
    documents: byNumber,
    histories,
    committees: directory,
    firstEventId: FIRST_DERIVED_EVENT_ID,
  });
  const older = newDocument({
    court: 192,
    billNumber: 'H1',
    docketNumber: 'HD1',
    title: 'An Act of an earlier General Court',
    updated: '2021-04-15T04:00:00+00:00',
  });
  return {
    courts: [
      {
        court: 192,
        documents: [{ value: older }],
        histories: {
          H1: [
            {
              Date: '2021-02-25T11:46:19.933',
              Branch: 'House',
              Action: 'Referred to the committee on House Ways and Means',
              IsStricken: false,
            },
            {
              Date: '2021-04-15T00:00:00',
              Branch: 'House',
              Action: 'Reported, in part, by H4000',
              IsStricken: false,
            },
          ],
        },
        members: [],
        committees: [],
        rollCalls: [],
      },
      {
        court: COURT,
        documents: documents.map((value) => ({ value })),
        histories,
        members: [
          member('ABC1', 'Alice B. Carter', 'House', '1st Suffolk', ['J19']),
          member('DEF0', 'Dana E. Frost', 'Senate', 'Middlesex and Essex', ['J19']),
          member('GHI1', 'Gil H. Irving', 'House', '2nd Essex', ['J19', 'H34']),
        ],
        committees: committees.map((value) => ({ value })),
        rollCalls: [
          {
            GeneralCourtNumber: COURT,
            Branch: 'House',
            QuestionMotion: 'On passing the bill to be engrossed',
            RollCallNumber: 1,
            Yeas: [memberReference(COURT, 'ABC1')],
            Nays: [memberReference(COURT, 'GHI1')],
            Absent: [],
            DownloadUrl: 'https://malegislature.gov/Journal/House/194/2025/RollCalls',
          },
          {
            GeneralCourtNumber: COURT,
            Branch: 'Senate',
            QuestionMotion: 'Passing the bill to be engrossed',
            RollCallNumber: 1,
            Yeas: [memberReference(COURT, 'DEF0')],
            Nays: [],
            Absent: [],
            DownloadUrl: null,
          },
        ],
      },
    ],
    hearings,
  };
}

const ORGANIZATIONS: Record<'legislature' | 'lower' | 'upper', OsOrganization> = {
  legislature: {
    id: 'ocd-organization/00000000-0000-4000-8000-000000000001',
    name: 'Massachusetts General Court',
    classification: 'legislature',
  },
  lower: {
    id: 'ocd-organization/00000000-0000-4000-8000-000000000002',
    name: 'House',
    classification: 'lower',
  },
  upper: {
    id: 'ocd-organization/00000000-0000-4000-8000-000000000003',
    name: 'Senate',
    classification: 'upper',
  },
};

function person(
  index: number,
  fields: Partial<OsPerson> & Pick<OsPerson, 'name' | 'current_role'>,
): OsPerson {
  const id = `ocd-person/00000000-0000-4000-9000-${String(index).padStart(12, '0')}`;
  const [given = '', ...family] = fields.name.split(' ');
  return {
    id,
    party: 'Democratic',
    jurisdiction: MASSACHUSETTS,
    given_name: given,
    family_name: family.join(' '),
    image: '',
    email: `person${index}@example.test`,
    gender: '',
    birth_date: '',
    death_date: '',
    extras: {},
    created_at: '2025-01-01T00:00:00+00:00',
    updated_at: '2025-06-01T00:00:00+00:00',
    openstates_url: `https://openstates.org/person/synthetic-${index}/`,
    other_identifiers: [],
    other_names: [],
    links: [],
    sources: [],
    offices: [
      {
        name: 'Capitol Office',
        fax: null,
        voice: '617-555-0100',
        address: 'State House, Boston, MA 02133',
        classification: 'capitol',
      },
    ],
    ...fields,
  };
}

function people(): OsPerson[] {
  const representative = (district: string) => ({
    title: 'Representative',
    org_classification: 'lower' as const,
    district,
    division_id: `ocd-division/country:us/state:ma/sldl:${district.toLowerCase().replace(/\s+/g, '_')}`,
  });
  return [
    person(1, {
      name: 'Alice B. Carter',
      current_role: representative('1st Suffolk'),
      extras: { 'member code': 'ABC1' },
      other_names: [{ name: 'Carter, A.', note: '' }],
    }),
    person(2, {
      name: 'Dana E. Frost',
      current_role: {
        title: 'Senator',
        org_classification: 'upper',
        district: 'Middlesex and Essex',
        division_id: 'ocd-division/country:us/state:ma/sldu:middlesex_and_essex',
      },
      extras: { 'member code': 'DEF0' },
    }),
    person(3, {
      name: 'Gil H. Irving',
      current_role: representative('2nd Essex'),
      extras: { 'member code': 'GHI1' },
      party: 'Republican',
    }),
    person(4, {
      name: 'Morgan Q. Governor',
      current_role: {
        title: 'Governor',
        org_classification: 'executive',
        district: '',
        division_id: 'ocd-division/country:us/state:ma',
      },
    }),
    person(5, { name: 'Riley Retired', current_role: null }),
    person(6, {
      name: 'Sam Show-Me',
      jurisdiction: MISSOURI,
      current_role: {
        title: 'Representative',
        org_classification: 'lower',
        district: '12',
        division_id: 'ocd-division/country:us/state:mo/sldl:12',
      },
    }),
  ];
}

/** 25 bills, so a page of 20 leaves a second; updated one a fortnight apart through 2025. */
function bills(everyone: OsPerson[]): OsBill[] {
  const [alice, dana, gil] = everyone;
  const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n)).toISOString().slice(0, 10);
  return Array.from({ length: 25 }, (_, index): OsBill => {
    const number = index + 1;
    const chamber = number % 5 === 0 ? 'upper' : 'lower';
    const identifier = `${chamber === 'upper' ? 'S' : 'H'} ${number}`;
    const id = `ocd-bill/00000000-0000-4000-a000-${String(number).padStart(12, '0')}`;
    const filed = day(number);
    const updated = `${day(number * 14)}T12:00:00+00:00`;
    const organization = ORGANIZATIONS[chamber];
    const sponsorPerson = chamber === 'upper' ? dana : alice;
    return {
      id,
      session: '194th',
      jurisdiction: MASSACHUSETTS,
      from_organization: organization,
      identifier,
      title: `An Act relative to synthetic subject number ${number}`,
      classification: ['bill'],
      subject: number % 2 === 0 ? ['Education'] : [],
      extras: {},
      created_at: `${filed}T09:00:00+00:00`,
      updated_at: updated,
      openstates_url: `https://openstates.org/ma/bills/194th/${identifier.replace(' ', '')}/`,
      first_action_date: filed,
      latest_action_date: day(number * 14),
      latest_action_description: 'Referred to the committee on The Judiciary',
      latest_passage_date: '',
      related_bills: [],
      abstracts:
        number % 3 === 0 ? [{ abstract: `Summary of synthetic bill ${number}.`, note: 'summary' }] : [],
      other_titles: [],
      other_identifiers: [],
      sponsorships: sponsorPerson
        ? [
            {
              id: `00000000-0000-4000-b000-${String(number).padStart(12, '0')}`,
              name: sponsorPerson.name,
              entity_type: 'person',
              organization: null,
              person: compactPerson(sponsorPerson),
              primary: true,
              classification: 'primary',
            },
          ]
        : [],
      actions: [
        {
          id: `00000000-0000-4000-c000-${String(number).padStart(12, '0')}`,
          organization,
          description: 'Filed',
          date: filed,
          classification: ['introduction'],
          order: 1,
          related_entities: [],
        },
        {
          id: `00000000-0000-4001-c000-${String(number).padStart(12, '0')}`,
          organization: ORGANIZATIONS.legislature,
          description: 'Referred to the committee on The Judiciary',
          date: day(number * 14),
          classification: ['referral-committee'],
          order: 2,
          related_entities: [],
        },
      ],
      sources: [{ url: `https://malegislature.gov/Bills/194/${identifier.replace(' ', '')}`, note: '' }],
      versions: [],
      documents: [],
      votes:
        number === 1 && alice && gil
          ? [
              {
                id: 'ocd-vote/00000000-0000-4000-d000-000000000001',
                motion_text: 'On passing the bill to be engrossed',
                motion_classification: ['passage'],
                start_date: '2025-03-20T19:35:00+00:00',
                result: 'pass',
                identifier: '',
                extras: {},
                organization: ORGANIZATIONS.lower,
                votes: [
                  {
                    id: '00000000-0000-4000-e000-000000000001',
                    option: 'yes',
                    voter_name: 'Carter',
                    voter: compactPerson(alice),
                  },
                  {
                    id: '00000000-0000-4000-e000-000000000002',
                    option: 'no',
                    voter_name: 'Irving',
                    voter: compactPerson(gil),
                  },
                  {
                    id: '00000000-0000-4000-e000-000000000003',
                    option: 'not voting',
                    voter_name: 'Mr. Speaker',
                    voter: null,
                  },
                ],
                counts: [
                  { option: 'yes', value: 1 },
                  { option: 'no', value: 1 },
                ],
                sources: [
                  {
                    url: 'https://malegislature.gov/Journal/House/194/2025/RollCalls',
                    note: 'Vote record pdf',
                  },
                ],
              },
            ]
          : [],
    };
  });
}

function jurisdictions(): OsJurisdiction[] {
  const common = {
    latest_bill_update: '',
    latest_people_update: '2025-06-01T00:00:00+00:00',
    latest_runs: [],
  };
  return [
    {
      ...MASSACHUSETTS,
      ...common,
      division_id: 'ocd-division/country:us/state:ma',
      url: 'https://malegislature.gov',
      organizations: Object.values(ORGANIZATIONS).map((organization) => ({ ...organization, districts: [] })),
      legislative_sessions: [
        {
          identifier: '194th',
          name: '194th Legislature (2025-2026)',
          classification: 'primary',
          start_date: '2025-01-01',
          end_date: '2027-01-06',
          downloads: [],
        },
      ],
    },
    {
      ...MISSOURI,
      ...common,
      division_id: 'ocd-division/country:us/state:mo',
      url: 'https://www.mo.gov',
      organizations: [],
      legislative_sessions: [],
    },
  ];
}

export function syntheticRecordings(): Recordings {
  const maRecordings = malegislature();
  const everyone = people();
  const sessionBills = new Map([
    ['H100', { id: 'ocd-bill/00000000-0000-4000-a000-000000000100', identifier: 'H 100' }],
    ['S50', { id: 'ocd-bill/00000000-0000-4000-a000-000000000050', identifier: 'S 50' }],
  ]);
  return {
    description: 'synthetic recordings (made up; no data directory)',
    malegislature: maRecordings,
    openStates: {
      jurisdictions: jurisdictions(),
      bills: bills(everyone),
      people: everyone,
      events: maRecordings.hearings.map((hearing) => eventFromHearing(hearing, '194th', sessionBills)),
    },
  };
}
