import { Writable } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import { encodePassword } from '@parking/domain/contracts/account';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app/app';
import { type AppConfig, testConfig } from '../config/config';
import { outbox } from '../db/schema-reservations';
import { type BackendName, createTestDatabase, TEST_NOW, type TestDatabase } from './build';

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

/** The newest verification link's token mailed to `email` (the outbox table), or null. */
export async function verificationToken(h: AuthApp, email: string): Promise<string | null> {
  const rows = await h.test.database.db.select().from(outbox).where(eq(outbox.to, email.toLowerCase())).orderBy(desc(outbox.id));
  for (const row of rows) {
    const m = /\/verify-email\?token=([A-Za-z0-9_-]{43})/.exec(row.text);
    if (m) return m[1]!;
  }
  return null;
}

/**
 * A client that signed up with a password and followed the verification link (issue 18.2);
 * answers the session the link opened.
 */
export async function createVerifiedUser(h: AuthApp, email: string, password: string, extra: Record<string, unknown> = {}): Promise<Session> {
  const signup = await h.app.inject({ method: 'POST', url: '/api/auth/signup', payload: signUpBody(email, password, extra), remoteAddress: '10.250.0.1' });
  if (signup.statusCode !== 202) throw new Error(`sign-up ${signup.statusCode} ${signup.body}`);
  const token = await verificationToken(h, email);
  if (!token) throw new Error(`no verification mail to ${email}`);
  const verified = await h.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  if (verified.statusCode !== 200) throw new Error(`verify ${verified.statusCode} ${verified.body}`);
  return sessionOf(verified);
}
