import { Writable } from 'node:stream';
import { encodePassword } from '@parking/domain/contracts/account';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app/app';
import { type AppConfig, testConfig } from '../config/config';
import { type BackendName, createTestDatabase, TEST_NOW, type TestDatabase } from '../test/build';

/**
 * The app on a real database (PGlite or PostgreSQL) with a clock the test moves, and its log
 * lines captured (to check that no e-mail, password or token is ever written).
 */
/**
 * scrypt at N=2^17 takes about a second on a busy two-core test machine; the route tests run
 * hundreds of logins, so their app hashes at N=2^12 (password.test.ts checks the real cost).
 */
export const TEST_SCRYPT_LOG2N = 12;

export interface AuthApp {
  readonly app: FastifyInstance;
  readonly test: TestDatabase;
  clock: { now: Date };
  logs: string[];
  advance(seconds: number): void;
}

export function useAuthApp(backend: BackendName, config: () => Partial<AppConfig> = () => ({})): AuthApp {
  const state: { app?: FastifyInstance; test?: TestDatabase } = {};
  const clock = { now: new Date(TEST_NOW) };
  const logs: string[] = [];
  beforeAll(async () => {
    state.test = await createTestDatabase(backend);
    const logStream = new Writable({
      write(chunk, _enc, done) {
        logs.push(String(chunk));
        done();
      },
    });
    state.app = await buildApp({ config: testConfig({ logLevel: 'info', scryptLog2N: TEST_SCRYPT_LOG2N, ...config() }), db: state.test.database, now: () => clock.now, logStream });
    await state.app.ready();
  });
  afterAll(async () => {
    await state.app?.close();
    await state.test?.drop();
  });
  return {
    get app() {
      if (!state.app) throw new Error('app not booted yet');
      return state.app;
    },
    get test() {
      if (!state.test) throw new Error('database not open yet');
      return state.test;
    },
    clock,
    logs,
    advance(seconds: number) {
      clock.now = new Date(clock.now.getTime() + seconds * 1000);
    },
  };
}

/** A browser's cookie jar for one session: the Cookie and X-CSRF-Token headers to send back. */
export interface Session {
  cookie: string;
  csrf: string;
  /** both headers, for a state-changing call */
  headers: Record<string, string>;
}

export function setCookies(res: LightMyRequestResponse): string[] {
  const raw = res.headers['set-cookie'];
  return raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
}

export function sessionOf(res: LightMyRequestResponse): Session {
  const cookies = setCookies(res);
  const value = (name: string) => {
    const line = cookies.find((c) => c.startsWith(`${name}=`));
    if (!line) throw new Error(`no ${name} cookie in ${res.statusCode} ${res.body}`);
    return line.slice(name.length + 1).split(';')[0]!;
  };
  const cookie = `pk_session=${value('pk_session')}; pk_csrf=${value('pk_csrf')}`;
  const csrf = value('pk_csrf');
  return { cookie, csrf, headers: { cookie, 'x-csrf-token': csrf } };
}

let seq = 0;
/** A fresh e-mail per call, so the suites on one database never collide. */
export function uniqueEmail(prefix = 'viajera'): string {
  return `${prefix}.${Date.now().toString(36)}${(seq++).toString(36)}@example.com`;
}

export function signUpBody(email: string, password: string, extra: Record<string, unknown> = {}) {
  return { name: 'Laia', surname: 'Serra Vidal', email, password: encodePassword(password), privacy: true, ...extra };
}

export { encodePassword };
