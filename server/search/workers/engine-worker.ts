// Worker thread entry: one engine replica (engine-replica.ts).
import { collectWhenIdle } from '../../lib/idle-collector.js';
import { EngineReplica, replicaApi } from './engine-replica.js';
import { serve } from './worker-rpc.js';

serve(replicaApi(new EngineReplica()));
// Snapshots, catch-ups and load leave garbage behind that an idle worker would keep.
collectWhenIdle();
