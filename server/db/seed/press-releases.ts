// Press releases from members' offices: most about the member's own bills at a moment of their history,
// the rest district news (state grants), which links no bill.
import type { Chamber } from '../types.js';
import { DEMO_TODAY, isoDay, sessionForDay, SESSIONS } from './calendar.js';
import { inSentence, nextStep, SPONSOR_QUOTES, StoryPicker } from './bill-stories.js';
import type { BillDigest, MilestoneKind } from './bills.js';
import type { Member } from './legislators.js';
import { MUNICIPALITIES } from './names.js';
import type { Rng } from './random.js';
import type { Row, TableWriter } from './table-writer.js';
import { TOPICS } from './topics.js';

const PRESS_AT_SCALE_1 = 240;
const DISTRICT_NEWS_SHARE = 0.25;
const STORY_WEIGHTS: readonly (readonly [MilestoneKind, number])[] = [
  ['filed', 25],
  ['hearing', 25],
  ['engrossed', 25],
  ['passed', 10],
  ['signed', 12],
  ['vetoed', 3],
];
const CHAMBER_TITLE: Record<Chamber, string> = { house: 'House', senate: 'Senate' };
const OPENINGS: Record<MilestoneKind, string> = {
  filed: 'filed',
  hearing: 'testified in support of',
  engrossed: 'applauded the vote to pass',
  passed: 'welcomed the passage by both chambers of',
  signed: 'celebrated the signing of',
  vetoed: 'expressed disappointment with the veto of',
};
const GRANT_PURPOSES = [
  'road and sidewalk repairs',
  'school technology upgrades',
  'a new senior center van',
  'downtown revitalization',
  'flood resilience projects',
  'youth summer jobs',
];

function titleCase(phrase: string): string {
  return phrase.replace(
    /\b([a-z])([a-z]{3,})/g,
    (_, first: string, rest: string) => first.toUpperCase() + rest,
  );
}

function byline(member: Member): string {
  return `${member.shortName} (${member.party[0]}-${member.district})`;
}

export function pressReleaseCount(scale: number): number {
  return Math.max(1, Math.round(PRESS_AT_SCALE_1 * scale));
}

export async function writePressReleases(
  writer: TableWriter,
  rng: Rng,
  scale: number,
  digests: readonly BillDigest[],
  members: readonly Member[],
): Promise<void> {
  const picker = new StoryPicker(digests, (bill) => bill.sponsor !== null);
  const activeMembers = members.filter((m) => m.active);
  const rows: Row<'press_releases'>[] = [];
  const links: Row<'press_release_bills'>[] = [];

  for (let n = 0; n < pressReleaseCount(scale); n++) {
    const id = writer.nextId('press_releases');
    const story = rng.chance(DISTRICT_NEWS_SHARE) ? undefined : picker.pick(rng, STORY_WEIGHTS);
    let release: { author: Member; title: string; category: string; paragraphs: string[]; day: number };
    if (story?.bill.sponsor) {
      const { bill, milestone } = story;
      const author = bill.sponsor as Member;
      const subject = titleCase(inSentence(bill.shortTitle));
      const committee = TOPICS[bill.topicIndex]?.committee ?? 'Committee';
      release = {
        author,
        title: {
          filed: `${author.shortName} Files Legislation on ${subject}`,
          hearing: `${author.shortName} Testifies Before the ${committee} on ${subject}`,
          engrossed: `${CHAMBER_TITLE[milestone.chamber]} Passes ${author.shortName}'s Bill on ${subject}`,
          passed: `Legislature Advances ${author.shortName}'s Bill on ${subject}`,
          signed: `Governor Signs ${author.shortName}'s ${subject} Bill into Law`,
          vetoed: `Statement from ${author.shortName} on the Veto of ${bill.billTypeNumber}`,
        }[milestone.kind],
        category: milestone.kind === 'vetoed' ? 'Statement' : 'Legislation',
        paragraphs: [
          `BOSTON – ${byline(author)} ${OPENINGS[milestone.kind]} ${bill.billTypeNumber}, ${bill.title}.`,
          `"${rng.pick(SPONSOR_QUOTES)}," said ${author.shortName}.`,
          nextStep(story),
        ],
        day: Math.min(DEMO_TODAY, milestone.day + rng.int(0, 1)),
      };
      links.push({ press_release_id: id, bill_id: bill.id });
    } else {
      const author = rng.pick(activeMembers);
      const place = rng.pick(MUNICIPALITIES);
      const amount = rng.int(5, 250) * 1000;
      const session = rng.pick(SESSIONS);
      release = {
        author,
        title: `${author.shortName} Announces $${amount.toLocaleString('en-US')} in State Grants for ${place.name}`,
        category: 'District News',
        paragraphs: [
          `BOSTON – ${byline(author)} announced $${amount.toLocaleString('en-US')} in state grants for ${place.name} ` +
            `to support ${rng.pick(GRANT_PURPOSES)}.`,
          `"Local leaders know what their communities need, and this funding helps them deliver," said ${author.shortName}.`,
        ],
        day: rng.int(session.startDay + 30, Math.min(session.endDay, DEMO_TODAY)),
      };
    }
    rows.push({
      id,
      external_id: `demo:press:${id}`,
      session_id: sessionForDay(release.day).id,
      legislator_id: release.author.id,
      title: release.title,
      author: release.author.shortName,
      category: release.category,
      content: release.paragraphs.join('\n\n'),
      display_date: isoDay(release.day),
    });
  }
  await writer.insert('press_releases', rows);
  await writer.insert('press_release_bills', links);
}
