// What a bill says and who filed it: topic, title, sponsors, categories and the statutes it amends.
import type { BillPlan } from './bill-plan.js';
import type { Member } from './legislators.js';
import { MUNICIPALITIES, type Municipality } from './names.js';
import type { Rng } from './random.js';
import { CATEGORY_NAMES, TOPICS, type CategoryName, type Topic } from './topics.js';

export interface BillCore {
  topicIndex: number;
  topic: Topic;
  /** The noun phrase the bill is about: 'special education funding'. */
  subject: string;
  title: string;
  shortTitle: string;
  /** Set for home-rule petitions, which concern one city or town. */
  place: Municipality | null;
  localAction: string | null;
  sponsor: Member | null;
  sponsorName: string;
  cosponsorIds: number[];
  categories: CategoryName[];
  citations: string[];
}

/** Who may sponsor: a session's members by chamber (former members only sponsor bills of past sessions). */
export type SponsorPools = Record<'house' | 'senate', readonly Member[]>;

const TITLE_VERBS: readonly (readonly [string, number])[] = [
  ['relative to', 45],
  ['concerning', 8],
  ['to improve', 9],
  ['to modernize', 5],
  ['to strengthen', 6],
  ['establishing a special commission on', 7],
  ['promoting', 5],
  ['to expand', 5],
  ['further regulating', 4],
];
const QUALIFIERS = [
  'in the Commonwealth',
  'in gateway cities',
  'in rural communities',
  'for low-income residents',
];

// Home-rule petitions: a city or town asks for a special law. A large share of real filings.
interface LocalBill {
  committee: string;
  title: (p: Municipality) => string;
  short: (p: Municipality) => string;
  /** What the special act lets the municipality do, as its first section says it. */
  action: string;
}
const LOCAL_BILLS: readonly LocalBill[] = [
  {
    committee: 'Joint Committee on Consumer Protection and Professional Licensure',
    title: (p) =>
      `authorizing the ${p.kind} of ${p.name} to grant additional licenses for the sale of alcoholic beverages to be drunk on the premises`,
    short: (p) => `Liquor licenses in ${p.name}`,
    action:
      'grant up to 3 additional licenses for the sale of all alcoholic beverages to be drunk on the premises',
  },
  {
    committee: 'Joint Committee on Housing',
    title: (p) =>
      `authorizing the ${p.kind} of ${p.name} to establish a municipal affordable housing trust fund`,
    short: (p) => `Affordable housing trust in ${p.name}`,
    action: 'establish a municipal affordable housing trust fund to create and preserve affordable housing',
  },
  {
    committee: 'Joint Committee on Public Service',
    title: (p) =>
      `exempting the position of fire chief in the ${p.kind} of ${p.name} from the civil service law`,
    short: (p) => `Fire chief civil service exemption in ${p.name}`,
    action: 'appoint its fire chief without regard to chapter 31 of the General Laws',
  },
  {
    committee: 'Joint Committee on Municipalities and Regional Government',
    title: (p) => `establishing a capital stabilization fund in the ${p.kind} of ${p.name}`,
    short: (p) => `Capital stabilization fund in ${p.name}`,
    action: 'establish a capital stabilization fund for the replacement of municipal buildings and equipment',
  },
  {
    committee: 'Joint Committee on Municipalities and Regional Government',
    title: (p) => `authorizing the ${p.kind} of ${p.name} to convey certain parcels of land`,
    short: (p) => `Land conveyance in ${p.name}`,
    action: 'convey certain parcels of land held for general municipal purposes',
  },
];
const LOCAL_SHARE = 0.1;
const GOVERNOR_SHARE = 0.015;

function topicIndexOf(committee: string): number {
  return Math.max(
    0,
    TOPICS.findIndex((t) => t.committee === committee),
  );
}

function sentenceCase(phrase: string): string {
  const trimmed = phrase.replace(/^the /, '');
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

export function composeBillCore(plan: BillPlan, rng: Rng, pools: SponsorPools): BillCore {
  let topicIndex: number;
  let subject: string;
  let title: string;
  let shortTitle: string;
  let place: Municipality | null = null;
  let localAction: string | null = null;
  if (rng.chance(LOCAL_SHARE)) {
    const local = rng.pick(LOCAL_BILLS);
    place = rng.pick(MUNICIPALITIES);
    topicIndex = topicIndexOf(local.committee);
    subject = local.short(place).replace(/^\w/, (c) => c.toLowerCase());
    title = `An Act ${local.title(place)}`;
    shortTitle = local.short(place);
    localAction = local.action;
  } else {
    topicIndex = rng.int(0, TOPICS.length - 1);
    subject = rng.pick((TOPICS[topicIndex] as Topic).subjects);
    const qualifier = rng.chance(0.2) ? ` ${rng.pick(QUALIFIERS)}` : '';
    title = `An Act ${rng.weighted(TITLE_VERBS)} ${subject}${qualifier}`;
    shortTitle = sentenceCase(`${subject}${qualifier}`);
  }
  const topic = TOPICS[topicIndex] as Topic;

  // The Governor files bills in the House; they have no legislator sponsor.
  const byGovernor = plan.chamber === 'house' && rng.chance(GOVERNOR_SHARE);
  const sponsor = byGovernor ? null : rng.pick(pools[plan.chamber]);
  const cosponsorIds = new Set<number>();
  const cosponsorCount = rng.weighted([
    [0, 30],
    [1, 15],
    [2, 12],
    [3, 10],
    [4, 8],
    [5, 7],
    [6, 6],
    [7, 6],
    [8, 6],
  ] as const);
  for (let attempt = 0; cosponsorIds.size < cosponsorCount && attempt < 40; attempt++) {
    const chamber = rng.chance(0.85) ? plan.chamber : plan.chamber === 'house' ? 'senate' : 'house';
    const candidate = rng.pick(pools[chamber]);
    if (candidate.id !== sponsor?.id) cosponsorIds.add(candidate.id);
  }

  const categories = new Set<CategoryName>([topic.categories[0] as CategoryName]);
  if (rng.chance(0.4)) categories.add(rng.pick(topic.categories));
  if (place) categories.add('Local Government');
  if (categories.size < 3 && rng.chance(0.15)) categories.add(rng.pick(CATEGORY_NAMES));

  const citations = new Set<string>();
  const citationCount = place
    ? 0
    : rng.weighted([
        [0, 25],
        [1, 35],
        [2, 20],
        [3, 12],
        [4, 8],
      ] as const);
  while (citations.size < citationCount) {
    const suffix = rng.chance(0.2) ? String.fromCharCode(65 + rng.int(0, 5)) : '';
    citations.add(`M.G.L. c. ${rng.pick(topic.chapters)} § ${rng.int(1, 60)}${suffix}`);
  }

  return {
    topicIndex,
    topic,
    subject,
    title,
    shortTitle,
    place,
    localAction,
    sponsor,
    sponsorName: sponsor?.fullName ?? 'The Governor',
    cosponsorIds: [...cosponsorIds],
    categories: [...categories],
    citations: [...citations],
  };
}
