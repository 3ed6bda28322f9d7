// Bills and their text chunks shaped as the indexer writes them (records/bill-records.ts), with the real
// index settings, for the `bill_matches` and results overview tests. 'ferry' matches chunks of three
// bills: H 10 in seven chunks (its best one by heading, not by position), H 30 in one, S 20 in two.
import { INDEX_SETTINGS } from '../../indexer/index-definitions.js';
import type { SearchRecord, WriteOperation } from '../../types.js';

interface BillFixture {
  id: number;
  bill_type_number: string;
  chamber: 'house' | 'senate';
  title: string;
  sponsor: string;
  status_name: string;
  progress: string;
  session_name: string;
  last_action_date: string;
  categories: string[];
  description?: string;
  sections: { heading?: string; text: string }[];
}

const ferryFares = (n: number) =>
  `The ferry authority shall publish fares for route ${n} and keep the harbor terminal open year-round.`;

export const billFixtures: BillFixture[] = [
  {
    id: 1,
    bill_type_number: 'H 10',
    chamber: 'house',
    title: 'An Act relative to ferry service',
    sponsor: 'Ada Baker',
    status_name: 'Reported favorably',
    progress: 'In committee',
    session_name: '2025-2026',
    last_action_date: '2025-06-01',
    categories: ['Transportation'],
    description: 'Creates a regional ferry authority for the islands.',
    sections: [
      ...[1, 2, 3, 4, 5].map((n) => ({ heading: `SECTION ${n}.`, text: ferryFares(n) })),
      { heading: 'Ferry fares', text: 'Discounted ferry fares apply to island residents and students.' },
      { heading: 'SECTION 7.', text: `${'The ferry terminal shall have waiting rooms. '.repeat(15)}End.` },
      { heading: 'SECTION 8.', text: 'This act shall take effect upon its passage.' },
    ],
  },
  {
    id: 2,
    bill_type_number: 'S 20',
    chamber: 'senate',
    title: 'An Act concerning harbor safety',
    sponsor: 'Dee Senn',
    status_name: 'Filed',
    progress: 'Filed',
    session_name: '2025-2026',
    last_action_date: '2025-02-01',
    categories: ['Public safety', 'Transportation'],
    sections: [
      { heading: 'SECTION 1.', text: 'Every ferry operator shall file a harbor safety plan.' },
      { heading: 'SECTION 2.', text: 'The harbor master may inspect any ferry at the terminal.' },
      { heading: 'SECTION 3.', text: 'Fines collected shall fund harbor patrols.' },
    ],
  },
  {
    id: 3,
    bill_type_number: 'H 30',
    chamber: 'house',
    title: 'An Act relative to school libraries',
    sponsor: 'Ada Baker',
    status_name: 'Reported favorably',
    progress: 'In committee',
    session_name: '2025-2026',
    last_action_date: '2025-09-01',
    categories: ['Education'],
    sections: [
      { heading: 'SECTION 1.', text: 'Every school shall have a library.' },
      { text: 'Island schools may use the ferry terminal library on weekends.' },
    ],
  },
  {
    id: 4,
    bill_type_number: 'S 40',
    chamber: 'senate',
    title: 'An Act relative to school nurses',
    sponsor: 'Dee Senn',
    status_name: 'Filed',
    progress: 'Filed',
    session_name: '2023-2024',
    last_action_date: '2024-01-10',
    categories: ['Education'],
    sections: [{ heading: 'SECTION 1.', text: 'Every school shall employ a nurse.' }],
  },
];

/** The section id of a fixture bill's n-th section (1-based), as `bill_text__id`. */
export const sectionId = (billId: number, n: number) => billId * 100 + n;

const timestamp = (date: string) => Math.floor(Date.parse(`${date}T12:00:00Z`) / 1000);

function facts(bill: BillFixture) {
  return {
    bill_id: bill.id,
    url: `/app/bill/${bill.id}`,
    session_id: bill.session_name === '2025-2026' ? 2 : 1,
    session_name: bill.session_name,
    chamber: bill.chamber,
    bill_type_number: bill.bill_type_number,
    title: bill.title,
    sponsor: bill.sponsor,
    progress: bill.progress,
    status_name: bill.status_name,
    citations: [],
    categories: bill.categories,
    last_action_timestamp: timestamp(bill.last_action_date),
  };
}

export const billRecordFixtures: SearchRecord[] = billFixtures.map((bill) => ({
  objectID: String(bill.id),
  id: bill.id,
  ...facts(bill),
  bill_name_sponsor: `${bill.bill_type_number}: ${bill.title} (${bill.sponsor})`,
  ...(bill.description ? { description: bill.description } : {}),
  last_action: 'Reported favorably by committee',
  last_action_date: bill.last_action_date,
}));

export const chunkRecordFixtures: SearchRecord[] = billFixtures.flatMap((bill) =>
  bill.sections.map((section, i) => ({
    objectID: `section-${sectionId(bill.id, i + 1)}`,
    ...facts(bill),
    bill_text__id: sectionId(bill.id, i + 1),
    version: 'As filed',
    position: i + 1,
    ...(section.heading ? { heading: section.heading } : {}),
    text: section.text,
    fields_score_tags: [{ tag: section.heading ?? 'Bill text' }],
  })),
);

/** Writes the two indexes with their real settings into a search service (or anything with `write`). */
export async function seedBillMatches(service: { write(ops: WriteOperation[]): Promise<number> }) {
  await service.write([
    { type: 'setSettings', index: 'bills', settings: INDEX_SETTINGS.bills },
    { type: 'setSettings', index: 'bill_text', settings: INDEX_SETTINGS.bill_text },
    { type: 'saveObjects', index: 'bills', objects: billRecordFixtures },
    { type: 'saveObjects', index: 'bill_text', objects: chunkRecordFixtures },
  ]);
}
