import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Queryable } from './client';

/** What changed: the catalog (products, taxons, promotions), the CMS content, or the shop's settings. */
export type ChangeTopic = 'catalog' | 'content' | 'settings';

const TOPICS: readonly ChangeTopic[] = ['catalog', 'content', 'settings'];

/** The PostgreSQL channel every node listens on. */
const CHANNEL = 'sakhe_changes';

/** NOTIFY payloads must stay under 8000 bytes; a detail is a hint (an id, a code), never data. */
const MAX_DETAIL_LENGTH = 200;

/** How long to wait before connecting again after the listening connection was lost: 0.5 s doubling to 10 s. */
const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 10_000;

type ChangeListener = (detail: string | undefined) => void;

/**
 * Tells every node of the shop that something its caches hold has changed (interfaces.md, "Change
 * feed"). On PostgreSQL a publish is a `NOTIFY sakhe_changes`, which every node's dedicated
 * listening connection receives; the publishing node runs its own listeners at once rather than
 * waiting for its echo. On the embedded database there is one process, so listeners run at once.
 */
export interface ChangeFeed {
  /** Call after the change is committed (a NOTIFY inside a transaction would wait for its commit). */
  publish(topic: ChangeTopic, detail?: string): Promise<void>;
  /** Listeners run on every node, the publisher's included; the returned function unsubscribes. */
  on(topic: ChangeTopic, listener: ChangeListener): () => void;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Cross-node change notifications for the catalog, content and settings caches (db/change-feed.ts). */
    changes: ChangeFeed;
  }
}

interface Message {
  topic: ChangeTopic;
  detail?: string;
  /**
   * The publishing node, which has already run its own listeners. Absent when the message was sent
   * by a transaction (publishAtCommit): no node has run it, every node's listeners run on hearing it.
   */
  node?: string;
}

/**
 * Publishes a change with the caller's transaction: PostgreSQL (PGlite alike) delivers a NOTIFY sent
 * inside a transaction when it commits, and never if it rolls back, to every listening node, this one
 * included, which hears it on its feed's own connection a moment after the commit. For writes made
 * inside a transaction another module owns (an order cancelled within a payment's or the back
 * office's), where the code that changed the data cannot tell when it is committed; and for another
 * process (the catalog import) that has no feed of its own.
 */
export async function publishAtCommit(tx: Queryable, topic: ChangeTopic, detail?: string): Promise<void> {
  const message: Message = { topic, ...(detail === undefined ? {} : { detail: trimmed(detail) }) };
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(message)})`);
}

/** A notification's message, when it is one of ours. */
function readMessage(payload: string | undefined, log: FastifyBaseLogger): Message | undefined {
  if (!payload) return undefined;
  let parsed: Message;
  try {
    parsed = JSON.parse(payload) as Message;
  } catch {
    log.warn({ payload }, 'an unreadable change notification was ignored');
    return undefined;
  }
  return TOPICS.includes(parsed.topic) ? parsed : undefined;
}

/** The embedded database's own LISTEN (PGlite's `listen`), for the messages transactions send. */
type EmbeddedListen = (channel: string, callback: (payload: string) => void) => Promise<() => Promise<void>>;

class Listeners {
  private readonly byTopic = new Map<ChangeTopic, Set<ChangeListener>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  add(topic: ChangeTopic, listener: ChangeListener): () => void {
    let set = this.byTopic.get(topic);
    if (!set) this.byTopic.set(topic, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  run(topic: ChangeTopic, detail: string | undefined): void {
    for (const listener of this.byTopic.get(topic) ?? []) {
      try {
        listener(detail);
      } catch (error) {
        // One failing cache must not keep the others stale.
        this.log.error({ err: error, topic }, 'a change listener failed');
      }
    }
  }
}

/**
 * The embedded database's feed: one process, so a publish is delivered in it at once; what a
 * transaction publishes (publishAtCommit) is heard through the database's LISTEN when it commits.
 */
async function inProcessChangeFeed(log: FastifyBaseLogger, listen?: EmbeddedListen): Promise<ChangeFeed> {
  const listeners = new Listeners(log);
  const unlisten = await listen?.(CHANNEL, (payload) => {
    const message = readMessage(payload, log);
    if (message && message.node === undefined) listeners.run(message.topic, message.detail);
  });
  return {
    publish: async (topic, detail) => listeners.run(topic, trimmed(detail)),
    on: (topic, listener) => listeners.add(topic, listener),
    close: async () => {
      await unlisten?.().catch(() => {});
    },
  };
}

/**
 * The PostgreSQL feed: LISTEN on a connection of its own (a pooled one would be handed to other
 * queries and drop the LISTEN), connecting again with backoff when it is lost. Notifications sent
 * while it was away are lost with it, so after a reconnection every topic's listeners run once, as
 * if everything had changed: a cache is then at worst reloaded once too often, never stale.
 */
async function postgresChangeFeed(connectionString: string, log: FastifyBaseLogger): Promise<ChangeFeed> {
  const node = randomUUID();
  const listeners = new Listeners(log);
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== CHANNEL) return;
    const parsed = readMessage(message.payload, log);
    // This node's own publishes ran here at once; a transaction's (no node) are run by everyone.
    if (!parsed || parsed.node === node) return;
    listeners.run(parsed.topic, parsed.detail);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', onNotification);
    next.on('error', (error) => {
      log.warn({ err: error }, 'the change feed lost its connection; connecting again');
      lost(next);
    });
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
    retryMs = FIRST_RETRY_MS;
  };

  const lost = (which: pg.Client) => {
    if (closed || client !== which) return;
    client = undefined;
    which.removeAllListeners('notification');
    void which.end().catch(() => {});
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(
        () => {
          log.info('the change feed is listening again; refreshing every cache once');
          for (const topic of TOPICS) listeners.run(topic, undefined);
        },
        (error: unknown) => {
          log.warn({ err: error, retryMs }, 'the change feed could not connect; trying again');
          retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
          scheduleReconnect();
        },
      );
    }, retryMs);
    retryTimer.unref();
  };

  await connect();

  // Publishes use a short-lived pool of one, not the listening connection, so a publish never waits
  // for a reconnection and a lost listener does not lose what this node tells the others.
  const publisher = new pg.Pool({ connectionString, max: 1, idleTimeoutMillis: 10_000 });
  publisher.on('error', (error) => log.warn({ err: error }, 'the change feed publisher lost a connection'));

  return {
    async publish(topic, detail) {
      const message: Message = { topic, node, ...(detail === undefined ? {} : { detail: trimmed(detail) }) };
      listeners.run(topic, message.detail);
      try {
        await publisher.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(message)]);
      } catch (error) {
        // The change is committed; other nodes then see it when their caches expire (CATALOG_CACHE_SECONDS).
        log.error({ err: error, topic }, 'a change could not be told to the other nodes');
      }
    },
    on: (topic, listener) => listeners.add(topic, listener),
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const last = client;
      client = undefined;
      await Promise.allSettled([last?.end(), publisher.end()]);
    },
  };
}

function trimmed(detail: string | undefined): string | undefined {
  return detail === undefined ? undefined : detail.slice(0, MAX_DETAIL_LENGTH);
}

/**
 * Decorates the app with its change feed (`app.changes`) before any module, so modules subscribe
 * their caches while they are registered; the feed closes with the app.
 */
export const changeFeedPlugin = (source: {
  connectionString?: string | undefined;
  /** The embedded database's LISTEN, for what transactions publish (none on a web-only node). */
  listen?: EmbeddedListen | undefined;
}) =>
  fp(
    async (app: FastifyInstance) => {
      const feed = source.connectionString
        ? await postgresChangeFeed(source.connectionString, app.log)
        : await inProcessChangeFeed(app.log, source.listen);
      app.decorate('changes', feed);
      app.addHook('onClose', async () => feed.close());
    },
    { name: 'sakhe-change-feed' },
  );
