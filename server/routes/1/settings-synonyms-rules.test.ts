import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billSettings, bills } from './testing/bill-fixtures.js';
import { startSearchTestApp, type SearchTestApp } from './testing/search-test-app.js';
import { expectFields, requiredFields } from './testing/spec-shapes.js';

let t: SearchTestApp;
beforeAll(async () => {
  t = await startSearchTestApp();
  await t.v5().saveObjects({ indexName: 'bills', objects: bills, waitForTasks: true });
});
afterAll(() => t.close());

describe('settings', () => {
  it('keeps unspecified settings, resets one set to null, and returns them with defaults', async () => {
    const c = t.v5();
    const response = await c.setSettings({
      indexName: 'bills',
      indexSettings: billSettings,
      forwardToReplicas: true,
    });
    expectFields(response, requiredFields.updatedAtResponse);
    await c.setSettings({ indexName: 'bills', indexSettings: { hitsPerPage: 3 } });
    let settings = await c.getSettings({ indexName: 'bills' });
    expect(settings).toMatchObject({ ...billSettings, hitsPerPage: 3 });
    await c.setSettings({ indexName: 'bills', indexSettings: { customRanking: null } as never });
    settings = await c.getSettings({ indexName: 'bills' });
    expect(settings.customRanking ?? []).toEqual([]);
    expect(settings.searchableAttributes).toEqual(billSettings.searchableAttributes);
    expect((await c.searchSingleIndex({ indexName: 'bills' })).hits).toHaveLength(3);
  });
});

describe('synonyms', () => {
  it('saves, gets, searches, deletes and clears synonyms', async () => {
    const c = t.v5();
    const saved = await c.saveSynonym({
      indexName: 'bills',
      objectID: 'boat',
      synonymHit: { objectID: 'boat', type: 'synonym', synonyms: ['ferry', 'boat'] },
      forwardToReplicas: true,
    });
    expectFields(saved, requiredFields.saveSynonymResponse);
    const synonym = await c.getSynonym({ indexName: 'bills', objectID: 'boat' });
    expectFields(synonym, requiredFields.synonymHit);
    expect(synonym).toEqual({ objectID: 'boat', type: 'synonym', synonyms: ['ferry', 'boat'] });
    expect((await c.searchSingleIndex({ indexName: 'bills', searchParams: { query: 'boat' } })).hits).toEqual(
      [expect.objectContaining({ objectID: 'S2' })],
    );

    await c.saveSynonyms({
      indexName: 'bills',
      synonymHit: [
        { objectID: 'kids', type: 'onewaysynonym', input: 'kids', synonyms: ['school'] },
        { objectID: 'typo', type: 'altcorrection1', word: 'libary', corrections: ['library'] },
      ],
      forwardToReplicas: true,
      replaceExistingSynonyms: false,
    });
    const found = await c.searchSynonyms({
      indexName: 'bills',
      searchSynonymsParams: { type: 'onewaysynonym' },
    });
    expectFields(found, requiredFields.searchSynonymsResponse);
    expect(found.hits.map((hit) => hit.objectID)).toEqual(['kids']);
    const all: string[] = [];
    await c.browseSynonyms({
      indexName: 'bills',
      aggregator: (page) => all.push(...page.hits.map((h) => h.objectID)),
    });
    expect(all.sort()).toEqual(['boat', 'kids', 'typo']);

    expectFields(
      await c.deleteSynonym({ indexName: 'bills', objectID: 'boat' }),
      requiredFields.deletedAtResponse,
    );
    const missing = await c.getSynonym({ indexName: 'bills', objectID: 'boat' }).catch((e: unknown) => e);
    expect(missing).toMatchObject({ status: 404 });
    expectFields(
      await c.clearSynonyms({ indexName: 'bills', forwardToReplicas: true }),
      requiredFields.updatedAtResponse,
    );
    expect((await c.searchSynonyms({ indexName: 'bills' })).nbHits).toBe(0);
  });
});

describe('rules', () => {
  it('saves, gets, searches, deletes and clears rules', async () => {
    const c = t.v5();
    const saved = await c.saveRule({
      indexName: 'bills',
      objectID: 'promote-ferry',
      rule: {
        objectID: 'promote-ferry',
        conditions: [{ pattern: 'act', anchoring: 'contains' }],
        consequence: { promote: [{ objectID: 'S2', position: 0 }] },
      },
      forwardToReplicas: true,
    });
    expectFields(saved, requiredFields.updatedAtResponse);
    const rule = await c.getRule({ indexName: 'bills', objectID: 'promote-ferry' });
    expectFields(rule, requiredFields.rule);
    expect(
      (await c.searchSingleIndex({ indexName: 'bills', searchParams: { query: 'act' } })).hits[0]?.objectID,
    ).toBe('S2');

    await c.saveRules({
      indexName: 'bills',
      rules: [
        {
          objectID: 'school',
          conditions: [{ pattern: 'school', anchoring: 'is' }],
          consequence: { params: { hitsPerPage: 1 } },
        },
      ],
      forwardToReplicas: true,
      clearExistingRules: false,
    });
    const found = await c.searchRules({ indexName: 'bills', searchRulesParams: { anchoring: 'is' } });
    expectFields(found, requiredFields.searchRulesResponse);
    expect(found.hits.map((hit) => hit.objectID)).toEqual(['school']);

    expectFields(
      await c.deleteRule({ indexName: 'bills', objectID: 'school' }),
      requiredFields.updatedAtResponse,
    );
    expect((await c.searchRules({ indexName: 'bills' })).nbHits).toBe(1);
    const missing = await c.getRule({ indexName: 'bills', objectID: 'school' }).catch((e: unknown) => e);
    expect(missing).toMatchObject({ status: 404 });
    expectFields(
      await c.clearRules({ indexName: 'bills', forwardToReplicas: true }),
      requiredFields.updatedAtResponse,
    );
    expect((await c.searchRules({ indexName: 'bills' })).nbHits).toBe(0);
  });
});

describe('replicas and forwardToReplicas', () => {
  it('creates a replica with its records, and forwards settings, synonyms and rules only when asked', async () => {
    const c = t.v5();
    await c.saveObjects({ indexName: 'laws', objects: bills, waitForTasks: true });
    await c.setSettings({
      indexName: 'laws',
      indexSettings: { ...billSettings, replicas: ['laws_newest'] },
    });
    const replica = await c.getSettings({ indexName: 'laws_newest' });
    expect(replica.searchableAttributes).toEqual(billSettings.searchableAttributes);
    expect((await c.searchSingleIndex({ indexName: 'laws_newest' })).nbHits).toBe(bills.length);

    // Not forwarded: the replica keeps its own ranking.
    await c.setSettings({ indexName: 'laws', indexSettings: { hitsPerPage: 7 } });
    expect((await c.getSettings({ indexName: 'laws_newest' })).hitsPerPage).not.toBe(7);
    await c.setSettings({ indexName: 'laws', indexSettings: { hitsPerPage: 9 }, forwardToReplicas: true });
    const forwarded = await c.getSettings({ indexName: 'laws_newest' });
    expect(forwarded.hitsPerPage).toBe(9);
    expect(forwarded.replicas ?? []).toEqual([]);

    const synonymHit = { objectID: 'boat', type: 'synonym' as const, synonyms: ['ferry', 'boat'] };
    await c.saveSynonym({ indexName: 'laws', objectID: 'boat', synonymHit });
    await expect(c.getSynonym({ indexName: 'laws_newest', objectID: 'boat' })).rejects.toMatchObject({
      status: 404,
    });
    await c.saveSynonym({ indexName: 'laws', objectID: 'boat', synonymHit, forwardToReplicas: true });
    expect(await c.getSynonym({ indexName: 'laws_newest', objectID: 'boat' })).toEqual(synonymHit);
    await c.clearSynonyms({ indexName: 'laws', forwardToReplicas: true });
    expect((await c.searchSynonyms({ indexName: 'laws_newest' })).nbHits).toBe(0);

    const rule = { objectID: 'pin', consequence: { promote: [{ objectID: 'S2', position: 0 }] } };
    await c.saveRule({ indexName: 'laws', objectID: 'pin', rule, forwardToReplicas: true });
    expect((await c.getRule({ indexName: 'laws_newest', objectID: 'pin' })).objectID).toBe('pin');
    await c.deleteRule({ indexName: 'laws', objectID: 'pin' });
    expect((await c.getRule({ indexName: 'laws_newest', objectID: 'pin' })).objectID).toBe('pin');
    await c.deleteRule({ indexName: 'laws', objectID: 'pin', forwardToReplicas: true });
    await expect(c.getRule({ indexName: 'laws_newest', objectID: 'pin' })).rejects.toMatchObject({
      status: 404,
    });
  });
});
