import type { BaseHit, Hit } from 'instantsearch.js';

// What each index's records hold (server/search/indexer/records/, spec §3 hit fields). Optional fields
// are left out of a record when the database has no value.

export type BillHit = Hit<
  BaseHit & {
    id: number;
    url: string;
    session_id: number;
    session_name: string;
    bill_type_number: string;
    bill_name_sponsor: string;
    status_name: string;
    description?: string;
    last_action?: string;
    last_action_date?: string;
  }
>;

export type AmendmentHit = Hit<
  BaseHit & {
    id: number;
    bill_id: number;
    amendment_number: string;
    url: string;
    algolia_title: string;
    amendment_text?: string;
    legislator?: string;
    amending: string;
    // Missouri layout (spec §3).
    bill_type_number: string;
    amendment_sponsor?: string;
    amendment_status?: string;
    title?: string;
    pdf_file_name?: string;
  }
>;

export type NewsHit = Hit<
  BaseHit & {
    headline: string;
    full_text?: string;
    external_url: string;
    display_date: string;
    source_name: string;
    category_name?: string;
  }
>;

export type PressHit = Hit<
  BaseHit & {
    id: number;
    title: string;
    content: string;
    category?: string;
    author?: string;
    display_date: string;
    session_name?: string;
  }
>;

export type TranscriptHit = Hit<
  BaseHit & {
    event_title: string;
    transcript: string;
    transcript_url?: string;
    meeting_title?: string;
    event_type?: string;
    event_organization?: string;
    event_location?: string;
    event_date: string;
  }
>;

export type LegislatorHit = Hit<
  BaseHit & {
    full_name: string;
    url: string;
    address?: string;
    phone?: string;
    chamber: string;
    party?: string;
  }
>;

export type CommitteeHit = Hit<BaseHit & { committee_name: string; url: string; chamber: string }>;

export type SiteHit = Hit<
  BaseHit & {
    algolia_title: string;
    algolia_date?: string;
    algolia_description: string;
    algolia_type: string;
    url: string;
  }
>;
