import type { FastifyInstance } from 'fastify';

const SWEEP_EVERY_MS = 60 * 60 * 1000;
const FIRST_SWEEP_AFTER_MS = 60 * 1000;

/**
 * Runs `sweep` a minute after the app is ready and then hourly, on every API node, until the app
 * closes. Each sweep must be safe to run on several nodes at once (its caller says how); a failed one
 * is logged and the next tries again. Issue 20's job queue is to run such work once across nodes.
 */
export function sweepHourly(app: FastifyInstance, what: string, sweep: () => Promise<void>): void {
  const run = async () => {
    try {
      await sweep();
    } catch (error) {
      app.log.warn({ err: error }, '%s failed; the next sweep tries again', what);
    }
  };
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    timers.push(setTimeout(run, FIRST_SWEEP_AFTER_MS).unref(), setInterval(run, SWEEP_EVERY_MS).unref());
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
  });
}
