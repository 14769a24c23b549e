import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app/app';
import { type AppConfig, testConfig } from '../config/config';
import { type Database, openDatabase } from '../db/client';
import { type BackendName, createTestDatabase, type TestDatabase, TEST_NOW } from './build';

export interface TwoNodes {
  /** the first node, on the suite's database */
  readonly a: FastifyInstance;
  /** the second node, on the same PostgreSQL database through a pool of its own */
  readonly b: FastifyInstance;
  /** the suite's database, as the first node opened it */
  readonly database: Database;
}

/**
 * Two api nodes on one fresh PostgreSQL database, each with its pool and its LISTEN
 * connection, for the enclosing describe block: what one node writes must reach the other's
 * caches (PostgreSQL NOTIFY). The clock is pinned at TEST_NOW.
 */
export function useTwoNodes(backend: BackendName, config: Partial<AppConfig> = {}): TwoNodes {
  let test: TestDatabase | undefined;
  let second: Database | undefined;
  let a: FastifyInstance | undefined;
  let b: FastifyInstance | undefined;
  beforeAll(async () => {
    test = await createTestDatabase(backend);
    second = await openDatabase({ kind: 'postgres', url: test.url! });
    a = await buildApp({ config: testConfig(config), db: test.database, now: () => TEST_NOW });
    b = await buildApp({ config: testConfig(config), db: second, now: () => TEST_NOW });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await second?.close();
    await test?.drop();
  });
  const booted = <T>(v: T | undefined): T => {
    if (v === undefined) throw new Error('nodes not booted yet');
    return v;
  };
  return {
    get a() {
      return booted(a);
    },
    get b() {
      return booted(b);
    },
    get database() {
      return booted(test).database;
    },
  };
}

/** Polls `check` every 25 ms until it holds or `ms` pass; its last answer. */
export async function until(check: () => Promise<boolean>, ms = 5000): Promise<boolean> {
  for (const deadline = Date.now() + ms; Date.now() < deadline; ) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return check();
}
