import type { FastifyInstance, FastifyReply } from 'fastify';

/** Runs `work` once `reply` has been sent; its failure is logged as `what`, never the client's. */
export type AfterReply = (reply: FastifyReply, what: string, work: () => Promise<void>) => void;

/**
 * Work a request leaves for after its answer, so that what the work costs (or whether there is any)
 * does not show in the answer's time: the password-recovery mail (issue 23). There is no job queue
 * yet (issue 20 brings one): until then the work runs in this process once the reply is sent, its
 * failures are logged, and closing the app waits for what is still running.
 */
export function afterReply(app: FastifyInstance): AfterReply {
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });
  return (reply, what, work) => {
    const start = () => {
      const run = work()
        .catch((error: unknown) => reply.log.error({ err: error }, `${what} failed`))
        .finally(() => running.delete(run));
      running.add(run);
    };
    // Also when the client went away before the end of the answer: what it asked for still happens.
    void reply.then(start, start);
  };
}
