import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../http/module';
import { createJobs, type Jobs } from './queue';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** Poll for new jobs this often; a send on this node wakes its workers at once (`app.jobs.wake`). */
const POLLING_SECONDS = 2;
/** What closing the app waits for running jobs; the rest fail and are retried (main.ts exits after 10 s). */
const STOP_TIMEOUT_MS = 8_000;

/**
 * The job queue (decorated on the app itself, fastify-plugin): modules register their handlers and
 * schedules while they are registered; the queue starts once the app is ready and stops when it
 * closes, before the database does.
 */
export const jobsState = ({ db }: ModuleDeps): FastifyPluginAsync =>
  fp(
    async (app) => {
      const { jobs, start, stop } = createJobs(db, { pollingSeconds: POLLING_SECONDS, log: app.log });
      app.decorate('jobs', jobs);
      app.addHook('onReady', start);
      app.addHook('onClose', () => stop(STOP_TIMEOUT_MS));
    },
    { name: 'jobs' },
  );
