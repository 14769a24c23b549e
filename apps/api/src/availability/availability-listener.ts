import { ISO_DAY_PATTERN } from '@parking/domain/time/iso-day';
import pg from 'pg';
import { AVAILABILITY_CHANNEL, type AvailabilityCache, type AvailabilityChange } from './availability-cache';

interface Log {
  warn(obj: object, msg: string): void;
}

export interface AvailabilityListener {
  close(): Promise<void>;
}

const ids = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => Number.isInteger(x));

/** The notification's change, or null when it is not one (then everything is dropped). */
export function parseChange(payload: string | undefined): (AvailabilityChange & { origin?: string }) | null {
  try {
    const v = JSON.parse(payload ?? '') as Record<string, unknown>;
    if (!ids(v.productIds) || !ids(v.extraIds) || typeof v.from !== 'string' || typeof v.to !== 'string') return null;
    if (!ISO_DAY_PATTERN.test(v.from) || !ISO_DAY_PATTERN.test(v.to)) return null;
    return { productIds: v.productIds, extraIds: v.extraIds, from: v.from, to: v.to, origin: typeof v.origin === 'string' ? v.origin : undefined };
  } catch {
    return null;
  }
}

/**
 * Other api nodes' bookings and admin changes reach this node's cache through PostgreSQL
 * LISTEN/NOTIFY, on a connection of its own (a pooled one would be handed to queries).
 * When the connection drops, notifications may have been missed: the cache is cleared on
 * every (re)connect and the listener retries with a growing delay. Resolves once listening
 * (or after the first failure, so a database hiccup never blocks the boot).
 */
export async function listenForAvailability(config: pg.ClientConfig, cache: AvailabilityCache, log: Log): Promise<AvailabilityListener> {
  let closed = false;
  let client: pg.Client | null = null;
  let retryMs = 500;
  let timer: NodeJS.Timeout | null = null;

  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, 30_000);
  };

  async function connect(): Promise<void> {
    const c = new pg.Client(config);
    client = c;
    let failed = false;
    const fail = (err: unknown) => {
      if (failed) return;
      failed = true;
      if (client === c) client = null;
      c.end().catch(() => {});
      if (closed) return;
      log.warn({ err }, 'availability listener lost its connection; retrying');
      schedule();
    };
    c.on('error', fail);
    c.on('end', () => fail(new Error('connection ended')));
    // This node's own changes come back too (every booking notifies): known by the origin that
    // ends their payload, they are dropped unparsed (issue 20, decision 0049).
    const own = `"origin":${JSON.stringify(cache.origin)}}`;
    c.on('notification', (msg) => {
      if (msg.channel !== AVAILABILITY_CHANNEL) return;
      if (msg.payload?.endsWith(own)) return;
      const change = parseChange(msg.payload);
      if (change === null) return cache.clear();
      if (change.origin !== cache.origin) cache.invalidate(change);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${AVAILABILITY_CHANNEL}`);
      retryMs = 500;
      cache.clear();
    } catch (err) {
      fail(err);
    }
  }

  await connect();
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
