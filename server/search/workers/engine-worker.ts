// Worker thread entry: one engine replica (engine-replica.ts).
import { EngineReplica, replicaApi } from './engine-replica.js';
import { serve } from './worker-rpc.js';

serve(replicaApi(new EngineReplica()));
