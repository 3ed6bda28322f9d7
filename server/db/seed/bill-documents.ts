// The words of a bill: its summary (HTML), its text in numbered sections written as Massachusetts
// session laws are, naming the statutes it amends, and the text of floor amendments. Section bodies are
// what full-text search indexes and the /app/text/{id} page shows, so they are long enough to search.
import { longDate, yearOf } from './calendar.js';
import type { BillCore } from './bill-core.js';
import type { AmendmentPlan } from './bill-actions.js';
import type { BillPlan } from './bill-plan.js';
import { ORGANISATIONS } from './names.js';
import type { Rng } from './random.js';

export interface BillDocuments {
  /** HTML, or null for the bills that have no summary yet. */
  summary: string | null;
  /** Null for the bills whose text is not published yet. */
  sections: { heading: string; body: string }[] | null;
  amendments: { plan: AmendmentPlan; title: string; text: string }[];
}

const SUMMARY_SHARE = 0.85;
const TEXT_SHARE = 0.8;

const PURPOSES = [
  (s: string) => `would update the laws governing ${s}`,
  (s: string) => `establishes new requirements for ${s}`,
  (s: string) => `creates a statewide framework for ${s}`,
  (s: string) => `expands state support for ${s}`,
  (s: string) => `clarifies the responsibilities of state and local officials for ${s}`,
];
const DUTIES = [
  'issue regulations within 180 days of enactment',
  'establish a grant program subject to appropriation',
  'collect and publish data every year',
  'convene an advisory board of affected residents, municipalities and industry representatives',
  'develop model guidelines for cities and towns',
  'certify that regulated entities comply with the new standards',
];
const AMENDMENT_TOPICS = [
  'Reporting requirements',
  'Local control',
  'Effective date',
  'Technical correction',
  'Data privacy protections',
  'Small business exemption',
  'Cost study',
  'Municipal reimbursement',
  'Sunset provision',
  'Oversight board',
];
const STRUCK_WORDS = [
  ['shall', 'may'],
  ['30 days', '60 days'],
  ['annually', 'biennially'],
  ['may', 'shall'],
  ['the secretary', 'the secretary or a designee'],
  ['$500', '$1,000'],
] as const;

/** 'March 24, 2024'. */
function monthDayYear(day: number): string {
  return longDate(day).replace(/^\w+, /, '');
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'M.G.L. c. 90 § 7A' → ['90', '7A']. */
function citationParts(citation: string): [string, string] {
  const match = /c\. (\S+) § (\S+)/.exec(citation);
  return [match?.[1] ?? '1', match?.[2] ?? '1'];
}

export function composeDocuments(
  plan: BillPlan,
  core: BillCore,
  amendments: readonly AmendmentPlan[],
  rng: Rng,
): BillDocuments {
  return {
    summary: rng.chance(SUMMARY_SHARE) ? summary(plan, core, rng) : null,
    sections: rng.chance(TEXT_SHARE) ? sections(plan, core, rng) : null,
    amendments: amendments.map((a) => amendmentText(plan, a, rng)),
  };
}

function summary(plan: BillPlan, core: BillCore, rng: Rng): string {
  if (core.place && core.localAction) {
    const { kind, name } = core.place;
    return (
      `<p>This home rule petition, filed at the request of the ${kind} of ${name}, would allow the ${kind} to ` +
      `${core.localAction}.</p><p>It applies only to the ${kind} of ${name} and takes effect upon passage.</p>`
    );
  }
  const statutes = core.citations.map((c) => {
    const [chapter, section] = citationParts(c);
    return `section ${section} of chapter ${chapter}`;
  });
  const amends = statutes.length > 0 ? ` It amends ${statutes.join(', ')} of the General Laws.` : '';
  const effect = rng.pick([
    'It takes effect upon passage.',
    'Most provisions take effect on January 1 after enactment.',
    'Costs would be subject to appropriation.',
  ]);
  const reportDay = plan.filedDay + rng.int(300, 700);
  return (
    `<p>This bill ${rng.pick(PURPOSES)(core.subject)}. It directs ${core.topic.agency} to ${rng.pick(DUTIES)}, ` +
    `and to report to the ${core.topic.committee} by ${monthDayYear(reportDay)}.</p>` +
    `<p>${amends.trim()}${amends ? ' ' : ''}${effect}</p>`
  );
}

function sections(plan: BillPlan, core: BillCore, rng: Rng): { heading: string; body: string }[] {
  const agency = core.topic.agency;
  const bodies: string[] = [];
  if (core.place && core.localAction) {
    const { kind, name } = core.place;
    const body = kind === 'town' ? 'select board' : 'city council';
    bodies.push(
      `Notwithstanding any general or special law to the contrary, the ${kind} of ${name}, acting by and ` +
        `through its ${body}, may ${core.localAction}.`,
    );
    bodies.push(
      `Any action taken under section 1 shall be subject to the approval of the ${body} and shall be ` +
        `reported to the ${kind} clerk within 30 days.`,
    );
  }
  for (const citation of core.citations) bodies.push(amendingSection(citation, core, rng));
  const extras = [
    () =>
      `Subject to appropriation, ${agency} shall establish a grant program to support ${core.subject}. Grants shall ` +
      `be awarded to cities, towns, regional school districts and nonprofit organizations on a competitive basis, with ` +
      `priority given to communities with the greatest need. ${capitalise(agency)} shall report annually on the grants awarded.`,
    () =>
      `${capitalise(agency)} shall collect data on ${core.subject}, disaggregated by age, race, ethnicity, gender and ` +
      `municipality, and shall publish the data on its website not later than March 1 of each year.`,
    () =>
      `(a) There shall be a special commission to study and make recommendations on ${core.subject}. The commission ` +
      `shall consist of: the house and senate chairs of the ${core.topic.committee}, who shall ` +
      `serve as co-chairs; ${agency} or a designee; and ${rng.int(3, 9)} members appointed by the governor, 1 of whom ` +
      `shall be a representative of the ${rng.pick(ORGANISATIONS)}.\n(b) The commission shall file its report, including ` +
      `any recommendations and drafts of legislation, with the clerks of the house of representatives and the senate ` +
      `not later than ${monthDayYear(plan.filedDay + rng.int(400, 700))}.`,
    () =>
      `${capitalise(agency)} shall promulgate regulations to implement this act not later than 180 days after its ` +
      `effective date.`,
  ];
  const wanted = rng.int(3, 8) - 1; // the last section is always the effective date
  // A home-rule petition is only its special act; programs and commissions belong to general bills.
  if (!core.place) for (const extra of rng.shuffle(extras)) if (bodies.length < wanted) bodies.push(extra());
  while (bodies.length < 2)
    bodies.push(`The provisions of this act shall be construed liberally to promote ${core.subject}.`);
  const year = yearOf(plan.filedDay);
  bodies.push(
    rng.pick([
      'This act shall take effect upon its passage.',
      `This act shall take effect on January 1, ${year + 1}.`,
      `Sections 1 ${bodies.length > 2 ? `to ${bodies.length}, inclusive,` : 'and 2'} shall take effect 90 days after the passage of this act.`,
    ]),
  );
  return bodies.map((body, i) => ({ heading: `SECTION ${i + 1}.`, body }));
}

function amendingSection(citation: string, core: BillCore, rng: Rng): string {
  const [chapter, section] = citationParts(citation);
  const [struck, inserted] = rng.pick(STRUCK_WORDS);
  switch (rng.int(0, 2)) {
    case 0:
      return (
        `Section ${section} of chapter ${chapter} of the General Laws, as appearing in the 2022 Official ` +
        `Edition, is hereby amended by striking out, in line ${rng.int(2, 90)}, the words "${struck}" and inserting ` +
        `in place thereof the following words:- "${inserted}".`
      );
    case 1:
      return (
        `Chapter ${chapter} of the General Laws is hereby amended by inserting after section ${section} the ` +
        `following section:-\nSection ${section}½. (a) For the purposes of this section, "program" shall mean the ` +
        `program for ${core.subject} established under this section.\n(b) ${capitalise(core.topic.agency)} shall ` +
        `establish and administer the program and shall ${rng.pick(DUTIES)}.`
      );
    default:
      return (
        `Section ${section} of chapter ${chapter} of the General Laws is hereby further amended by adding ` +
        `the following subsection:-\n(${String.fromCharCode(rng.int(100, 106))}) Nothing in this section shall limit ` +
        `the authority of ${core.topic.agency} to adopt additional standards for ${core.subject}.`
      );
  }
}

function amendmentText(plan: BillPlan, amendment: AmendmentPlan, rng: Rng) {
  const topic = rng.pick(AMENDMENT_TOPICS);
  const section = rng.int(1, 6);
  const text = rng.pick([
    `By striking out section ${section} and inserting in place thereof the following section:- "SECTION ${section}. ` +
      `The requirements of this act shall not apply to entities with fewer than ${rng.int(5, 50)} employees."`,
    `By adding the following section:- "SECTION ${section + 5}. This act shall be repealed on December 31, ` +
      `${yearOf(plan.filedDay) + 5}."`,
    `In section ${section}, by inserting after the word "shall", in line ${rng.int(2, 40)}, the following words:- ` +
      `", subject to appropriation,".`,
    `In section ${section}, by striking out the figure "${rng.int(2, 9) * 10}" and inserting in place thereof the ` +
      `figure "${rng.int(10, 19) * 10}".`,
  ]);
  return { plan: amendment, title: `${topic}`, text };
}
