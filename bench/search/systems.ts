// Every system bench:search can run, by name (`--systems`), in the order their columns are printed.
import { statehouseSystem } from './engine-system.js';
import { flexSearchSystem } from './peers/flexsearch.js';
import { miniSearchSystem } from './peers/minisearch.js';
import { oramaSystem } from './peers/orama.js';
import { sqliteFts5System } from './peers/sqlite-fts5.js';

export const ALL_SYSTEMS = [
  statehouseSystem,
  miniSearchSystem,
  oramaSystem,
  flexSearchSystem,
  sqliteFts5System,
];
