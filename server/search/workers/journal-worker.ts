// Worker thread entry: the search journal (write-ahead log and snapshots, persistence/journal.ts).
import { collectWhenIdle } from '../../lib/idle-collector.js';
import { journalApi } from '../persistence/journal.js';
import { serve } from './worker-rpc.js';

serve(journalApi());
// Snapshots, catch-ups and load leave garbage behind that an idle worker would keep.
collectWhenIdle();
