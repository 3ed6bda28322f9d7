// Worker thread entry: the search journal (write-ahead log and snapshots, persistence/journal.ts).
import { journalApi } from '../persistence/journal.js';
import { serve } from './worker-rpc.js';

serve(journalApi());
