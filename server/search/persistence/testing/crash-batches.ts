import type { WriteOperation } from '../../types.js';

// The writes of the crash test, shared by the writer process and the test that checks its store.
export const CRASH_INDEX = 'bills';
export const RECORDS_PER_BATCH = 10;

export const crashIndexSettings = { searchableAttributes: ['title'], attributesForFaceting: ['batch'] };

export const crashSettings: WriteOperation = {
  type: 'setSettings',
  index: CRASH_INDEX,
  settings: crashIndexSettings,
};

export function crashBatch(batch: number): WriteOperation {
  return {
    type: 'saveObjects',
    index: CRASH_INDEX,
    objects: Array.from({ length: RECORDS_PER_BATCH }, (_, i) => ({
      objectID: `${batch}-${i}`,
      title: `An Act numbered ${batch} ${i}`,
      batch,
    })),
  };
}
