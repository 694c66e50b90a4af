import { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, Queryable } from '../../db/client';
import { pgliteExecutor } from './pglite';
import { postgresExecutor } from './postgres';
import { transactionExecutor } from './transactional';

/** How a queue's jobs are retried and how long one may run; pg-boss's queue options. */
export interface QueueOptions {
  /** Retries after the first attempt (pg-boss's default: 2). */
  retryLimit?: number;
  /** Seconds before the first retry; with `retryBackoff`, doubled (with jitter) on each retry. */
  retryDelay?: number;
  retryBackoff?: boolean;
  /** A job running longer fails (and is retried); also what a crashed node's job waits before it is. */
  expireInSeconds?: number;
  /** Jobs of this queue one node runs at once (one worker each). */
  concurrency?: number;
}

interface JobContext {
  id: string;
  /** 0 on the first attempt. */
  retryCount: number;
  retryLimit: number;
}

/** Throws to fail the attempt (retried while retries are left); the error is logged and kept on the job. */
export type JobHandler<Data> = (data: Data, job: JobContext) => Promise<void>;

interface SendOptions {
  /**
   * Send as part of this transaction: the job exists only once it commits. On the embedded database
   * a send from inside a transaction must pass it (PGlite runs one transaction at a time: a send
   * outside it would wait for the transaction, which waits for the send).
   */
  tx?: Queryable;
  /** Seconds to wait before the job may run. */
  startAfter?: number;
  /** A fixed id (a UUID): a second send with it, while the first job is kept, adds nothing. */
  id?: string;
}

/**
 * The app's job queue (decorated as `app.jobs`): pg-boss on the app's database, with handlers
 * registered by queue name before the app is ready, and started with it.
 */
export interface Jobs {
  /** Registers the handler of queue `name` (once per name, before the app is ready). */
  work<Data extends object>(name: string, handler: JobHandler<Data>, options?: QueueOptions): void;
  /** Sends `data` to queue `name` every time `cron` (UTC) comes; one job per occurrence across nodes. */
  schedule(name: string, cron: string, data?: object): void;
  /**
   * Queues a job; resolves with its id (null when a job with the same `id` is already kept). Outside
   * a transaction this node's workers look for it at once; after a transaction, `wake` them.
   */
  send(name: string, data: object, options?: SendOptions): Promise<string | null>;
  /** Has this node's workers of `name` look for jobs now rather than at their next poll (after a commit). */
  wake(name: string): void;
  /** The job's state and output, for tests and diagnostics. */
  find(name: string, id: string): Promise<PgBoss.JobWithMetadata | null>;
}

interface Queue {
  handler: JobHandler<object>;
  options: QueueOptions;
  workerIds: string[];
}

export interface QueueSettings {
  pollingSeconds: number;
  log: FastifyBaseLogger;
}

const SCHEMA = 'pgboss';

/** pg-boss on the app's PGlite, or on its PostgreSQL server through a small pool of its own. */
function bossFor(db: Database, pollingSeconds: number, log: FastifyBaseLogger) {
  const common = {
    schema: SCHEMA,
    pollingIntervalSeconds: pollingSeconds,
    // Completed jobs are archived after a day and deleted a week later.
    archiveCompletedAfterSeconds: 24 * 60 * 60,
    deleteAfterDays: 7,
  };
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) return { boss: new PgBoss({ ...common, db: pgliteExecutor(client) }) };
  const { connectionString } = (client as { options: { connectionString: string } }).options;
  const executor = postgresExecutor(connectionString, log);
  return { boss: new PgBoss({ ...common, db: executor }), close: executor.close };
}

export function createJobs(db: Database, { pollingSeconds, log }: QueueSettings) {
  const { boss, close } = bossFor(db, pollingSeconds, log);
  const queues = new Map<string, Queue>();
  const schedules = new Map<string, { cron: string; data: object }>();
  let started = false;

  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));

  const known = (name: string) => {
    if (!queues.has(name)) throw new Error(`No handler is registered for jobs "${name}"`);
  };

  const jobs: Jobs = {
    work(name, handler, options = {}) {
      if (started) throw new Error(`Jobs "${name}" registered after the queue started`);
      if (queues.has(name)) throw new Error(`Jobs "${name}" already have a handler`);
      queues.set(name, { handler: handler as JobHandler<object>, options, workerIds: [] });
    },
    schedule(name, cron, data = {}) {
      if (started) throw new Error(`Schedule "${name}" added after the queue started`);
      schedules.set(name, { cron, data });
    },
    async send(name, data, options = {}) {
      known(name);
      const { tx, ...rest } = options;
      const sendOptions: PgBoss.SendOptions = { ...rest };
      if (tx) sendOptions.db = transactionExecutor(tx);
      const id = await boss.send(name, data, sendOptions);
      // Sent outside a transaction, the job is there to fetch now; a transaction's once it commits.
      if (!tx && !rest.startAfter) jobs.wake(name);
      return id;
    },
    wake(name) {
      for (const id of queues.get(name)?.workerIds ?? []) boss.notifyWorker(id);
    },
    async find(name, id) {
      return boss.getJobById(name, id, { includeArchive: true });
    },
  };

  async function runJob(name: string, queue: Queue, job: PgBoss.JobWithMetadata<object>) {
    try {
      await queue.handler(job.data, { id: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit });
    } catch (error) {
      const last = job.retryCount >= job.retryLimit;
      log.warn(
        { err: error, queue: name, jobId: job.id, retryCount: job.retryCount },
        last ? 'job %s failed for the last time' : 'job %s failed; it will be retried',
        name,
      );
      throw error;
    }
  }

  async function start() {
    for (const name of schedules.keys()) known(name);
    await boss.start();
    started = true;
    for (const [name, queue] of queues) {
      const { concurrency: _workers, ...options } = queue.options;
      // Created once across nodes (later starts keep the queue and update its retry settings).
      await boss.createQueue(name, { name, ...options });
      await boss.updateQueue(name, { name, ...options });
    }
    // The schedules are the code's: one removed from it is removed from the database too.
    for (const { name } of await boss.getSchedules()) {
      if (!schedules.has(name)) await boss.unschedule(name);
    }
    for (const [name, { cron, data }] of schedules) await boss.schedule(name, cron, data);
    for (const [name, queue] of queues) {
      for (let i = 0; i < (queue.options.concurrency ?? 1); i++) {
        const worker = { id: '' };
        worker.id = await boss.work<object>(name, { includeMetadata: true, batchSize: 1 }, async ([job]) => {
          if (!job) return;
          // A pg-boss worker waits a polling interval after each batch; after a job, there may be
          // more, so it looks again at once (it waits once it finds none).
          if (worker.id) boss.notifyWorker(worker.id);
          await runJob(name, queue, job);
        });
        queue.workerIds.push(worker.id);
      }
    }
  }

  /** Stops fetching, lets running jobs finish (up to `timeoutMs`; what is left fails and is retried). */
  async function stop(timeoutMs: number) {
    if (!started) return;
    started = false;
    await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
    await close?.();
  }

  return { jobs, start, stop };
}
