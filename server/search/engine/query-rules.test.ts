// Algolia's rules, as documented: https://www.algolia.com/doc/guides/managing-results/rules/rules-overview
// and the rule object of https://www.algolia.com/doc/rest-api/search/save-rule.
import { describe, expect, it } from 'vitest';
import type { Rule } from '../types.js';
import { applyRules } from './query-rules.js';

const facets = new Map([
  [
    'sponsor',
    new Map([
      ['jane smith', [0]],
      ['bo chen', [1]],
    ]),
  ],
]);
const facetValuesOf = (attribute: string) => facets.get(attribute);
const apply = (query: string, rules: Rule[], extra: Record<string, unknown> = {}, now?: number) =>
  applyRules({ query, ...extra }, rules, facetValuesOf, now);

describe('applyRules', () => {
  it('matches patterns on whole words: "art" fires on "art museum", not on "smart"', () => {
    const rule: Rule = { objectID: 'art', conditions: [{ pattern: 'art', anchoring: 'contains' }] };
    expect(apply('smart phones', [rule]).appliedRules).toEqual([]);
    expect(apply('modern art museum', [rule]).appliedRules).toEqual(['art']);
  });

  it('honours anchoring is, startsWith and endsWith on words', () => {
    const rule = (anchoring: 'is' | 'startsWith' | 'endsWith'): Rule => ({
      objectID: anchoring,
      conditions: [{ pattern: 'school bus', anchoring }],
    });
    const all = [rule('is'), rule('startsWith'), rule('endsWith')];
    expect(apply('School Bus', all).appliedRules).toEqual(['is', 'startsWith', 'endsWith']);
    expect(apply('school bus safety', all).appliedRules).toEqual(['startsWith']);
    expect(apply('new school bus', all).appliedRules).toEqual(['endsWith']);
    expect(apply('school buses', all).appliedRules).toEqual([]);
  });

  it('removes and replaces whole words with query edits, keeping the query a string', () => {
    const rule: Rule = {
      objectID: 'edits',
      conditions: [{ pattern: 'talk', anchoring: 'contains' }],
      consequence: {
        params: {
          query: {
            edits: [
              { type: 'remove', delete: 'talk' },
              { type: 'replace', delete: 'tunes', insert: 'music' },
            ],
          },
        },
      },
    };
    expect(apply('talk about tunes talking', [rule]).params.query).toBe('about music talking');
    const replaced = apply('talk', [{ ...rule, consequence: { params: { query: 'speech' } } }]);
    expect(replaced.params.query).toBe('speech');
  });

  it('returns userData of every applied rule, in order', () => {
    const rules: Rule[] = [
      { objectID: 'a', consequence: { userData: { banner: 'ferry.png' } } },
      { objectID: 'b', conditions: [{ pattern: 'nothing' }], consequence: { userData: 'no' } },
      { objectID: 'c', consequence: { userData: ['x'] } },
    ];
    expect(apply('ferry', rules).userData).toEqual([{ banner: 'ferry.png' }, ['x']]);
  });

  it('applies a rule only within its validity ranges', () => {
    const rule: Rule = { objectID: 'sale', validity: [{ from: 100, until: 200 }] };
    expect(apply('x', [rule], {}, 150).appliedRules).toEqual(['sale']);
    expect(apply('x', [rule], {}, 250).appliedRules).toEqual([]);
  });

  it('applies a context condition only when ruleContexts names it', () => {
    const rule: Rule = { objectID: 'mobile', conditions: [{ context: 'mobile' }] };
    expect(apply('x', [rule]).appliedRules).toEqual([]);
    expect(apply('x', [rule], { ruleContexts: ['mobile'] }).appliedRules).toEqual(['mobile']);
  });

  it('turns {facet:…} matches into facet filters and takes their words out of the query', () => {
    const rule: Rule = {
      objectID: 'by-sponsor',
      conditions: [{ pattern: 'bills by {facet:sponsor}', anchoring: 'contains' }],
      consequence: { params: { automaticFacetFilters: [{ facet: 'sponsor', disjunctive: true }] } },
    };
    const outcome = apply('school bills by Jane Smith', [rule], { facetFilters: ['chamber:house'] });
    expect(outcome.appliedRules).toEqual(['by-sponsor']);
    expect(outcome.params.facetFilters).toEqual(['chamber:house', 'sponsor:Jane Smith']);
    expect(outcome.params.query).toBe('school bills by');
    expect(apply('bills by John Doe', [rule]).appliedRules).toEqual([]);
  });

  it('ANDs a consequence’s filters with the query’s own', () => {
    const rule: Rule = { objectID: 'f', consequence: { params: { filters: 'year:2025' } } };
    expect(apply('x', [rule], { filters: 'chamber:house OR chamber:senate' }).params.filters).toBe(
      '(chamber:house OR chamber:senate) AND (year:2025)',
    );
  });

  it('does nothing with enableRules: false', () => {
    expect(apply('x', [{ objectID: 'a' }], { enableRules: false }).appliedRules).toEqual([]);
  });
});
