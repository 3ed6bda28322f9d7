import type { NewsRow } from '../../../db/repositories/news-repository.js';
import type { LinkedBill, PressReleaseListItem } from '../../../schemas/press.js';
import type { NewsDay, NewsItem } from '../../../schemas/news.js';
import { billUrl, safeWebUrl } from '../../../lib/urls.js';
import { formatDisplayDate } from './display-date.js';

export const pressReleaseUrl = (id: number) => `/app/press/${id}`;

interface BillLinkRow {
  news_item_id: number;
  id: number;
  bill_type_number: string;
}

export const presentLinkedBill = (bill: { id: number; bill_type_number: string }): LinkedBill => ({
  id: bill.id,
  bill_type_number: bill.bill_type_number,
  url: billUrl(bill.id),
});

/** Rows to spec §3 News items, each with the bills it links (`billRows` may cover many items). */
export function presentNewsItems(rows: readonly NewsRow[], billRows: readonly BillLinkRow[]): NewsItem[] {
  const billsByItem = new Map<number, LinkedBill[]>();
  for (const bill of billRows) {
    const list = billsByItem.get(bill.news_item_id) ?? [];
    list.push(presentLinkedBill(bill));
    billsByItem.set(bill.news_item_id, list);
  }
  return rows.map((row) => ({
    kind: 'news',
    id: row.id,
    // Required by the spec's shape; an address that is no web link becomes none.
    external_url: safeWebUrl(row.external_url) ?? '',
    headline: row.headline,
    intro: row.intro,
    display_date: row.display_date,
    display_date_formatted: formatDisplayDate(row.display_date),
    source_name: row.source_name,
    chamber: row.chamber,
    category:
      row.category_id === null || row.category_name === null
        ? null
        : { id: row.category_id, category_name: row.category_name },
    bills: billsByItem.get(row.id) ?? [],
  }));
}

/** Consecutive items of the same day in one group; `items` must already be newest first. */
export function groupByDay(items: readonly NewsItem[]): NewsDay[] {
  const days: NewsDay[] = [];
  for (const item of items) {
    const current = days.at(-1);
    if (current?.display_date === item.display_date) current.items.push(item);
    else {
      days.push({
        display_date: item.display_date,
        display_date_formatted: item.display_date_formatted,
        items: [item],
      });
    }
  }
  return days;
}

interface PressReleaseRow {
  id: number;
  title: string;
  author: string | null;
  category: string | null;
  display_date: string;
}

/** The fields a press release has both in lists and on its own page. */
export function presentPressRelease(row: PressReleaseRow): Omit<PressReleaseListItem, 'kind'> {
  return {
    id: row.id,
    url: pressReleaseUrl(row.id),
    title: row.title,
    author: row.author,
    display_date: row.display_date,
    display_date_formatted: formatDisplayDate(row.display_date),
    category: row.category,
  };
}

export function presentPressListItem(row: PressReleaseRow): PressReleaseListItem {
  return { kind: 'press', ...presentPressRelease(row) };
}
