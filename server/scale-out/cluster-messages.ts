// What a process started by the WORKERS supervisor (cluster-supervisor.ts) tells it over the IPC channel.
import cluster from 'node:cluster';

export type WorkerRole = 'search' | 'api';

export type SupervisorMessage =
  /** The search process listens: the API processes are started pointed at it, with its keys. */
  | { statehouse: 'search-service'; port: number; appId: string; searchApiKey: string }
  /** GET /health/ready answers 200 in this process. */
  | { statehouse: 'ready' };

/** The role the supervisor gave this process; undefined when it runs on its own. */
export function workerRole(): WorkerRole | undefined {
  if (!cluster.isWorker) return undefined;
  const role = process.env.STATEHOUSE_WORKER_ROLE;
  return role === 'search' || role === 'api' ? role : undefined;
}

/** Sends `message` to the supervisor, if this process has one. */
export function tellSupervisor(message: SupervisorMessage): void {
  if (workerRole() && process.send) process.send(message);
}

export function isSupervisorMessage(value: unknown): value is SupervisorMessage {
  return typeof value === 'object' && value !== null && 'statehouse' in value;
}
