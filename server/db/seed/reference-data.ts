// The fixed part of the demo: sessions, members, committees and the category and news-source lists. It
// does not grow with the scale: a bigger demo has more bills, not more legislators.
import { isoDay, SESSIONS } from './calendar.js';
import { generateCommittees, type CommitteeSet } from './committees.js';
import { generateLegislators, type Member } from './legislators.js';
import { NEWS_SOURCES } from './news.js';
import { streamRng } from './random.js';
import type { TableWriter } from './table-writer.js';
import { CATEGORY_NAMES, NEWS_CATEGORY_NAMES, type NewsCategoryName } from './topics.js';

export interface ReferenceData {
  members: Member[];
  committees: CommitteeSet;
  categoryIds: Map<string, number>;
  newsCategoryIds: Map<NewsCategoryName, number>;
  /** In NEWS_SOURCES order. */
  sourceIds: number[];
}

export async function writeReferenceData(writer: TableWriter, seed: number): Promise<ReferenceData> {
  await writer.insert(
    'legislative_sessions',
    SESSIONS.map((s) => ({
      id: writer.nextId('legislative_sessions'),
      name: s.name,
      general_court: s.generalCourt,
      start_date: isoDay(s.startDay),
      end_date: isoDay(s.endDay),
      is_current: s.isCurrent ? 1 : 0,
    })),
  );
  const legislators = generateLegislators(streamRng(seed, 'legislators'), () => writer.nextId('legislators'));
  const committees = generateCommittees(streamRng(seed, 'committees'), legislators.members, () =>
    writer.nextId('committees'),
  );
  await writer.insert('legislators', legislators.rows);
  await writer.insert('committees', committees.rows);
  await writer.insert('committee_memberships', committees.memberships);

  const categoryIds = new Map(CATEGORY_NAMES.map((name) => [name as string, writer.nextId('categories')]));
  await writer.insert(
    'categories',
    [...categoryIds].map(([name, id]) => ({ id, name })),
  );
  const newsCategoryIds = new Map(
    NEWS_CATEGORY_NAMES.map((name) => [name, writer.nextId('news_categories')]),
  );
  await writer.insert(
    'news_categories',
    [...newsCategoryIds].map(([name, id]) => ({ id, name })),
  );
  const sourceIds = NEWS_SOURCES.map(() => writer.nextId('news_sources'));
  await writer.insert(
    'news_sources',
    NEWS_SOURCES.map((name, i) => ({
      id: sourceIds[i] as number,
      name,
      url: `https://example.org/news/${name.toLowerCase().replace(/[^a-z]+/g, '-')}`,
    })),
  );
  return { members: legislators.members, committees, categoryIds, newsCategoryIds, sourceIds };
}
