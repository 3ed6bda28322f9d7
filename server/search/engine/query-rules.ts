// Query rules: when a rule's condition matches the query, its consequence adds search parameters and
// promotes or hides records (Algolia's "rules" feature, the parts a search page needs).
import { foldText } from '../text/fold.js';
import type { Rule, SearchParams } from '../types.js';

export interface RuleOutcome {
  params: SearchParams;
  promote: { objectID: string; position: number }[];
  hide: Set<string>;
}

export function applyRules(params: SearchParams, rules: Rule[]): RuleOutcome {
  const outcome: RuleOutcome = { params, promote: [], hide: new Set() };
  if (rules.length === 0 || params.enableRules === false) return outcome;
  const query = foldText(params.query ?? '').trim();
  const contexts = new Set((params.ruleContexts as string[] | undefined) ?? []);
  for (const rule of rules) {
    if (rule.enabled === false) continue;
    const conditions = rule.conditions ?? [];
    const matches =
      conditions.length === 0 ||
      conditions.some((condition) => {
        if (condition.context && !contexts.has(condition.context)) return false;
        if (condition.pattern === undefined) return true;
        const pattern = foldText(condition.pattern).trim();
        switch (condition.anchoring ?? 'contains') {
          case 'is':
            return query === pattern;
          case 'startsWith':
            return query.startsWith(pattern);
          case 'endsWith':
            return query.endsWith(pattern);
          default:
            return query.includes(pattern);
        }
      });
    if (!matches) continue;
    const consequence = rule.consequence ?? {};
    if (consequence.params) outcome.params = { ...outcome.params, ...consequence.params };
    for (const promote of consequence.promote ?? []) {
      const ids = promote.objectIDs ?? (promote.objectID ? [promote.objectID] : []);
      ids.forEach((objectID, i) => outcome.promote.push({ objectID, position: promote.position + i }));
    }
    for (const hidden of consequence.hide ?? []) outcome.hide.add(hidden.objectID);
  }
  return outcome;
}
