// Bills in two passes. The first walks every bill's history to learn what later stages need: roll calls
// to number, chapters to assign in signing order, bills for news and transcripts. Only small digests are
// kept. The second pass regenerates each bill from its own random streams (identical by construction)
// and writes it with everything hanging off it, in batches, so 100k bills never sit in memory at once.
import type { Chamber } from '../types.js';
import { DEMO_TODAY, isoDay, SESSIONS, yearOf, type FloorCalendar } from './calendar.js';
import { composeBillCore, type BillCore, type SponsorPools } from './bill-core.js';
import { composeDocuments } from './bill-documents.js';
import { votePlans, type BillHistory, type Progress } from './bill-actions.js';
import { composeHistory, type HistoryContext } from './bill-history.js';
import { planBills, type BillPlan } from './bill-plan.js';
import type { CommitteeSet } from './committees.js';
import type { Member } from './legislators.js';
import type { MeetingSchedule } from './meetings.js';
import { streamRng } from './random.js';
import { RollCallRegistry, tallyText } from './roll-calls.js';
import type { Row, TableWriter } from './table-writer.js';

export type MilestoneKind = 'filed' | 'hearing' | 'engrossed' | 'passed' | 'signed' | 'vetoed';

export interface Milestone {
  kind: MilestoneKind;
  day: number;
  chamber: Chamber;
}

/** What news, press releases, transcripts and the live calendar need to know about a bill. */
export interface BillDigest {
  id: number;
  sessionId: number;
  chamber: Chamber;
  billTypeNumber: string;
  title: string;
  shortTitle: string;
  topicIndex: number;
  sponsor: Member | null;
  progress: Progress;
  lastActionDay: number;
  milestones: Milestone[];
}

export interface BillSurvey {
  plans: BillPlan[];
  digests: BillDigest[];
  rollCalls: RollCallRegistry;
  /** Bill id → 'Chapter 12 of the Acts of 2025', for signed bills only. */
  sessionLaws: Map<number, string>;
  /** Meeting id → ids of the bills heard or acted on there. */
  meetingBills: Map<number, number[]>;
}

export interface BillWorld {
  seed: number;
  members: readonly Member[];
  committees: CommitteeSet;
  schedule: MeetingSchedule;
  calendars: readonly Record<Chamber, FloorCalendar>[];
  categoryIds: ReadonlyMap<string, number>;
}

const BATCH_BILLS = 500;

/** Pure function of the world and the plan: the first and second pass get the same bill. */
class BillComposer {
  private readonly contexts = new Map<string, HistoryContext>();
  private readonly pools: SponsorPools[];

  constructor(private readonly world: BillWorld) {
    // Former members sat in past sessions only, so they sponsor only those sessions' bills.
    this.pools = SESSIONS.map((session) => {
      const eligible = world.members.filter((m) => m.active || !session.isCurrent);
      return {
        house: eligible.filter((m) => m.chamber === 'house'),
        senate: eligible.filter((m) => m.chamber === 'senate'),
      };
    });
  }

  compose(plan: BillPlan): { core: BillCore; history: BillHistory } {
    const core = composeBillCore(
      plan,
      streamRng(this.world.seed, 'bill', plan.stream),
      this.pools[plan.session.index] as SponsorPools,
    );
    const history = composeHistory(
      plan,
      streamRng(this.world.seed, 'history', plan.stream),
      this.context(plan, core.topicIndex),
    );
    return { core, history };
  }

  private context(plan: BillPlan, topicIndex: number): HistoryContext {
    const key = `${plan.session.index}:${topicIndex}`;
    let context = this.contexts.get(key);
    if (!context) {
      const { committees, schedule, members } = this.world;
      const committee = committees.joint[topicIndex] ?? committees.rules[plan.chamber];
      const active = (chamber: Chamber) => members.filter((m) => m.active && m.chamber === chamber);
      context = {
        calendars: this.world.calendars[plan.session.index] as Record<Chamber, FloorCalendar>,
        hearings: schedule.hearings.get(`${plan.session.index}:${committee.id}`) ?? [],
        committee,
        waysAndMeans: committees.waysAndMeans,
        rules: committees.rules,
        formalSessions: schedule.formalSessions,
        activeMembers: { house: active('house'), senate: active('senate') },
        republicans: {
          house: active('house').filter((m) => m.party === 'Republican'),
          senate: active('senate').filter((m) => m.party === 'Republican'),
        },
      };
      this.contexts.set(key, context);
    }
    return context;
  }
}

export function surveyBills(world: BillWorld, scale: number): BillSurvey {
  const composer = new BillComposer(world);
  const plans = planBills(world.seed, scale);
  const voters = (chamber: Chamber) => world.members.filter((m) => m.active && m.chamber === chamber);
  const survey: BillSurvey = {
    plans,
    digests: [],
    rollCalls: new RollCallRegistry({ house: voters('house'), senate: voters('senate') }),
    sessionLaws: new Map(),
    meetingBills: new Map(),
  };
  const signatures: { billId: number; day: number }[] = [];

  for (const plan of plans) {
    const { core, history } = composer.compose(plan);
    const milestones: Milestone[] = [{ kind: 'filed', day: plan.filedDay, chamber: plan.chamber }];
    let engrossments = 0;
    for (const event of history.events) {
      const chamber: Chamber =
        event.branch === 'Senate' ? 'senate' : event.branch === 'House' ? 'house' : plan.chamber;
      if (event.code === 'HRG' && event.hearingDay !== undefined && event.hearingDay <= DEMO_TODAY) {
        milestones.push({ kind: 'hearing', day: event.hearingDay, chamber });
      } else if (event.code === 'ENG') {
        milestones.push({ kind: engrossments++ === 0 ? 'engrossed' : 'passed', day: event.day, chamber });
      } else if (event.code === 'SIG' || event.code === 'VETO') {
        milestones.push({ kind: event.code === 'SIG' ? 'signed' : 'vetoed', day: event.day, chamber });
        if (event.code === 'SIG') signatures.push({ billId: plan.id, day: event.day });
      }
      if (event.meetingId !== null) {
        const billIds = survey.meetingBills.get(event.meetingId) ?? [];
        if (billIds[billIds.length - 1] !== plan.id) billIds.push(plan.id);
        survey.meetingBills.set(event.meetingId, billIds);
      }
    }
    survey.rollCalls.plan(plan.id, plan.session.id, votePlans(history));
    const last = history.events[history.events.length - 1];
    survey.digests.push({
      id: plan.id,
      sessionId: plan.session.id,
      chamber: plan.chamber,
      billTypeNumber: `${plan.type} ${plan.number}`,
      title: core.title,
      shortTitle: core.shortTitle,
      topicIndex: core.topicIndex,
      sponsor: core.sponsor,
      progress: history.progress,
      lastActionDay: last?.day ?? plan.filedDay,
      milestones,
    });
  }

  survey.rollCalls.settle(world.seed);
  // Chapters are numbered per calendar year in the order the Governor signed them.
  signatures.sort((a, b) => a.day - b.day || a.billId - b.billId);
  const chapterCounters = new Map<number, number>();
  for (const { billId, day } of signatures) {
    const year = yearOf(day);
    const chapter = (chapterCounters.get(year) ?? 0) + 1;
    chapterCounters.set(year, chapter);
    survey.sessionLaws.set(billId, `Chapter ${chapter} of the Acts of ${year}`);
  }
  return survey;
}

export async function writeBills(
  writer: TableWriter,
  world: BillWorld,
  survey: BillSurvey,
  onProgress: (done: number, total: number) => void,
): Promise<void> {
  const composer = new BillComposer(world);
  const { plans } = survey;
  for (let start = 0; start < plans.length; start += BATCH_BILLS) {
    const batch = new BillBatch();
    for (const plan of plans.slice(start, start + BATCH_BILLS))
      batch.add(writer, world, survey, plan, composer.compose(plan));
    await batch.insert(writer);
    onProgress(Math.min(plans.length, start + BATCH_BILLS), plans.length);
  }
}

/** The rows of a few hundred bills, in the order foreign keys need them written. */
class BillBatch {
  bills: Row<'bills'>[] = [];
  cosponsors: Row<'bill_cosponsors'>[] = [];
  categories: Row<'bill_categories'>[] = [];
  citations: Row<'bill_citations'>[] = [];
  actions: Row<'bill_actions'>[] = [];
  summaries: Row<'bill_summaries'>[] = [];
  texts: Row<'bill_texts'>[] = [];
  sections: Row<'bill_text_sections'>[] = [];
  amendments: Row<'amendments'>[] = [];
  meetingBills: Row<'meeting_bills'>[] = [];

  add(
    writer: TableWriter,
    world: BillWorld,
    survey: BillSurvey,
    plan: BillPlan,
    bill: { core: BillCore; history: BillHistory },
  ) {
    const { core, history } = bill;
    const billId = plan.id;
    const sessionLaw = survey.sessionLaws.get(billId) ?? null;
    const last = history.events[history.events.length - 1];
    this.bills.push({
      id: billId,
      external_id: `demo:bill:${billId}`,
      session_id: plan.session.id,
      chamber: plan.chamber,
      bill_type: plan.type,
      bill_number: plan.number,
      bill_type_number: `${plan.type} ${plan.number}`,
      title: core.title,
      short_title: core.shortTitle,
      primary_sponsor_id: core.sponsor?.id ?? null,
      sponsor_name: core.sponsorName,
      status: history.status,
      progress: history.progress,
      // The generator writes every bill's history and sponsors (none for a committee's bill is a fact).
      actions_known: 1,
      sponsors_known: 1,
      source_url: null,
      session_law: sessionLaw,
      filed_date: isoDay(plan.filedDay),
      last_action_date: last ? isoDay(last.day) : null,
    });
    for (const legislatorId of core.cosponsorIds)
      this.cosponsors.push({ bill_id: billId, legislator_id: legislatorId });
    for (const name of core.categories) {
      this.categories.push({ bill_id: billId, category_id: world.categoryIds.get(name) as number });
    }
    for (const citation of core.citations)
      this.citations.push({ id: writer.nextId('bill_citations'), bill_id: billId, citation });

    let voteKey = 0;
    const meetings = new Set<number>();
    history.events.forEach((event, i) => {
      let text = event.text;
      if (event.vote) {
        const record = survey.rollCalls.find(billId, voteKey++);
        if (record) text += tallyText(record);
      }
      if (event.code === 'SIG' && sessionLaw) text += `, ${sessionLaw}`;
      if (event.meetingId !== null) meetings.add(event.meetingId);
      this.actions.push({
        id: writer.nextId('bill_actions'),
        bill_id: billId,
        sequence: i + 1,
        action_date: isoDay(event.day),
        branch: event.branch,
        abbreviation: event.code,
        action_text: text,
      });
    });
    for (const meetingId of meetings) this.meetingBills.push({ meeting_id: meetingId, bill_id: billId });

    const documents = composeDocuments(
      plan,
      core,
      history.amendments,
      streamRng(world.seed, 'documents', plan.stream),
    );
    if (documents.summary) {
      this.summaries.push({
        id: writer.nextId('bill_summaries'),
        bill_id: billId,
        description: documents.summary,
        source: 'Demo data',
      });
    }
    if (documents.sections) {
      const textId = writer.nextId('bill_texts');
      this.texts.push({
        id: textId,
        bill_id: billId,
        version: 'As filed',
        created_date: isoDay(plan.filedDay),
      });
      documents.sections.forEach((section, i) => {
        this.sections.push({
          id: writer.nextId('bill_text_sections'),
          bill_text_id: textId,
          position: i + 1,
          ...section,
        });
      });
    }
    for (const { plan: amendment, title, text } of documents.amendments) {
      const id = writer.nextId('amendments');
      this.amendments.push({
        id,
        external_id: `demo:amendment:${id}`,
        bill_id: billId,
        amendment_number: String(amendment.number),
        title,
        amendment_text: text,
        sponsor_id: amendment.sponsor.id,
        status: amendment.status,
        filed_date: isoDay(amendment.filedDay),
        pdf_file_name: null,
      });
    }
  }

  async insert(writer: TableWriter): Promise<void> {
    await writer.insert('bills', this.bills);
    await writer.insert('bill_cosponsors', this.cosponsors);
    await writer.insert('bill_categories', this.categories);
    await writer.insert('bill_citations', this.citations);
    await writer.insert('bill_actions', this.actions);
    await writer.insert('bill_summaries', this.summaries);
    await writer.insert('bill_texts', this.texts);
    await writer.insert('bill_text_sections', this.sections);
    await writer.insert('amendments', this.amendments);
    await writer.insert('meeting_bills', this.meetingBills);
  }
}
