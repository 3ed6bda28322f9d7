// News coverage from invented outlets. Each article is about a moment in a real bill's history and is
// dated just after it; links go to example.org, which is reserved for examples, so none can mislead.
import type { Chamber } from '../types.js';
import { DEMO_TODAY, isoDay, SESSIONS } from './calendar.js';
import {
  ADVOCATE_QUOTES,
  inSentence,
  nextStep,
  SPONSOR_QUOTES,
  StoryPicker,
  type BillStory,
} from './bill-stories.js';
import type { BillDigest, MilestoneKind } from './bills.js';
import { FAMILY_NAMES, GIVEN_NAMES, ORGANISATIONS } from './names.js';
import type { Rng } from './random.js';
import type { Row, TableWriter } from './table-writer.js';
import { TOPICS, type NewsCategoryName } from './topics.js';

// prettier-ignore
export const NEWS_SOURCES = [
  'Commonwealth Ledger', 'Beacon Hill Dispatch', 'Bay State Courier', 'Pioneer Valley Tribune',
  'Cape Cod Observer', 'North Shore Gazette', 'Worcester County Herald', 'State House Wire',
];

const NEWS_AT_SCALE_1 = 650;
const GENERAL_SHARE = 0.08;
const STORY_WEIGHTS: readonly (readonly [MilestoneKind, number])[] = [
  ['filed', 15],
  ['hearing', 30],
  ['engrossed', 25],
  ['passed', 10],
  ['signed', 15],
  ['vetoed', 5],
];
const CHAMBER_TITLE: Record<Chamber, string> = { house: 'House', senate: 'Senate' };

const HEADLINES: Record<MilestoneKind, readonly ((s: string, story: BillStory) => string)[]> = {
  filed: [
    (s, { bill }) => `${bill.sponsor?.shortName ?? 'Governor'} files bill on ${s}`,
    (s) => `New bill would overhaul ${s}`,
    (s) => `Lawmakers propose changes to ${s}`,
  ],
  hearing: [
    (s) => `Lawmakers hear testimony on ${s}`,
    (s) => `Advocates press committee on ${s}`,
    (s) => `Hearing on ${s} draws a crowd at the State House`,
  ],
  engrossed: [
    (s, { milestone }) => `${CHAMBER_TITLE[milestone.chamber]} passes bill on ${s}`,
    (s, { milestone }) => `${CHAMBER_TITLE[milestone.chamber]} approves ${s} measure`,
  ],
  passed: [
    (s) => `Bill on ${s} clears both chambers`,
    (s) => `Legislature moves ${s} bill toward final votes`,
  ],
  signed: [
    (s) => `Governor signs ${s} bill into law`,
    (s) => `${s.charAt(0).toUpperCase()}${s.slice(1)} bill becomes law`,
  ],
  vetoed: [(s) => `Governor vetoes ${s} bill`, (s) => `Veto sends ${s} bill back to lawmakers`],
};
const GENERAL_HEADLINES = [
  'Beacon Hill week ahead: formal sessions and hearings',
  'Lawmakers weigh budget priorities',
  'Leadership sets timeline for major bills',
  'Committee deadlines loom for hundreds of bills',
  'Advocates rally at the State House',
  'Lawmakers return from recess with a long to-do list',
];

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
}

export function newsCount(scale: number): number {
  return Math.max(1, Math.round(NEWS_AT_SCALE_1 * scale));
}

export async function writeNews(
  writer: TableWriter,
  rng: Rng,
  scale: number,
  digests: readonly BillDigest[],
  categoryIds: ReadonlyMap<NewsCategoryName, number>,
  sourceIds: readonly number[],
): Promise<void> {
  const picker = new StoryPicker(digests);
  const byTopic = new Map<number, BillDigest[]>();
  for (const bill of digests) {
    const sameTopic = byTopic.get(bill.topicIndex) ?? [];
    sameTopic.push(bill);
    byTopic.set(bill.topicIndex, sameTopic);
  }
  const items: Row<'news_items'>[] = [];
  const links: Row<'news_item_bills'>[] = [];

  for (let n = 0; n < newsCount(scale); n++) {
    const id = writer.nextId('news_items');
    const sourceIndex = rng.int(0, NEWS_SOURCES.length - 1);
    const story = rng.chance(GENERAL_SHARE) ? undefined : picker.pick(rng, STORY_WEIGHTS);
    let article: {
      headline: string;
      intro: string;
      body: string[];
      day: number;
      chamber: Chamber | null;
      category: NewsCategoryName;
    };
    if (story) {
      article = storyArticle(rng, story);
      links.push({ news_item_id: id, bill_id: story.bill.id });
      const related = rng.chance(0.2) ? rng.pick(byTopic.get(story.bill.topicIndex) ?? []) : undefined;
      if (related && related.id !== story.bill.id && related.sessionId === story.bill.sessionId) {
        links.push({ news_item_id: id, bill_id: related.id });
      }
    } else {
      const session = rng.pick(SESSIONS);
      article = {
        headline: rng.pick(GENERAL_HEADLINES),
        intro: 'A look at what is moving on Beacon Hill and what is stuck.',
        body: [
          'Legislative leaders said they expect a busy stretch of formal sessions.',
          `Hundreds of bills remain before joint committees, and advocates are pushing for action on ${rng.int(3, 12)} priorities.`,
        ],
        day: rng.int(session.startDay + 20, Math.min(session.endDay, DEMO_TODAY)),
        chamber: null,
        category: 'Government and Elections',
      };
    }
    const date = isoDay(article.day);
    items.push({
      id,
      external_id: `demo:news:${id}`,
      source_id: sourceIds[sourceIndex] as number,
      category_id: categoryIds.get(article.category) ?? null,
      chamber: article.chamber,
      headline: article.headline,
      intro: article.intro,
      full_text: [article.intro, ...article.body].join('\n\n'),
      external_url: `https://example.org/news/${slug(NEWS_SOURCES[sourceIndex] ?? 'news')}/${date.slice(0, 4)}/${date.slice(5, 7)}/${slug(article.headline)}-${id}`,
      display_date: date,
    });
  }
  await writer.insert('news_items', items);
  await writer.insert('news_item_bills', links);
}

function storyArticle(rng: Rng, story: BillStory) {
  const { bill, milestone } = story;
  const subject = inSentence(bill.shortTitle);
  const sponsor = bill.sponsor?.shortName ?? 'the Governor';
  const person = `${rng.pick(GIVEN_NAMES)} ${rng.pick(FAMILY_NAMES)}`;
  const intro = {
    filed: `A bill filed by ${sponsor} would change how the state handles ${subject}.`,
    hearing: `Supporters and critics of ${bill.billTypeNumber}, ${bill.title}, testified before the ${TOPICS[bill.topicIndex]?.committee ?? 'committee'}.`,
    engrossed: `The ${CHAMBER_TITLE[milestone.chamber]} voted to pass ${bill.billTypeNumber}, ${bill.title}.`,
    passed: `${bill.billTypeNumber}, ${bill.title}, has now passed both the House and the Senate.`,
    signed: `${bill.title} is now law after the governor signed ${bill.billTypeNumber}.`,
    vetoed: `The governor returned ${bill.billTypeNumber}, ${bill.title}, without a signature.`,
  }[milestone.kind];
  return {
    headline: rng.pick(HEADLINES[milestone.kind])(subject, story),
    intro,
    body: [
      `"${rng.pick(SPONSOR_QUOTES)}," said ${sponsor}.`,
      `State figures show more than ${(rng.int(2, 90) * 1000).toLocaleString('en-US')} residents are affected each year.`,
      `${person} of the ${rng.pick(ORGANISATIONS)} said: "${rng.pick(ADVOCATE_QUOTES)}."`,
      nextStep(story),
    ],
    day: Math.min(DEMO_TODAY, milestone.day + rng.int(0, 2)),
    chamber: milestone.kind === 'engrossed' ? milestone.chamber : bill.chamber,
    category: (TOPICS[bill.topicIndex]?.newsCategory ?? 'Government and Elections') as NewsCategoryName,
  };
}
