import { getHooks } from '@vitest/runner';
import { beforeAll, beforeEach } from 'vitest';

/**
 * Issue 7.12: tests that cannot silently vanish. Every api suite is declared once per backend
 * (`describe.each(backends)` with the backend in its name, apps/api/src/test/build.ts), the
 * PostgreSQL ones always. When TEST_DATABASE_URL is unset this setup file (vitest.config.ts
 * `setupFiles`) takes the hooks off each suite named after postgres (they would open the
 * database) and skips its tests with a note, so the summary counts them as skipped instead
 * of not listing them at all.
 */
interface Task {
  name: string;
  type: string;
  tasks?: Task[];
  suite?: Task;
}

const NOTE = 'PostgreSQL: TEST_DATABASE_URL is not set';
const POSTGRES_SUITE = /\bpostgres(ql)?\b/i;

function inPostgresSuite(task: Task | undefined): boolean {
  for (let s = task?.suite; s; s = s.suite) if (s.type === 'suite' && POSTGRES_SUITE.test(s.name)) return true;
  return false;
}

function dropHooks(suite: Task) {
  const hooks = getHooks(suite as never) as unknown as Record<string, unknown[]> | undefined;
  if (hooks) for (const list of Object.values(hooks)) if (Array.isArray(list)) list.length = 0;
  for (const child of suite.tasks ?? []) if (child.type === 'suite') dropHooks(child);
}

function dropPostgresHooks(task: Task) {
  for (const child of task.tasks ?? []) {
    if (child.type !== 'suite') continue;
    if (POSTGRES_SUITE.test(child.name)) dropHooks(child);
    else dropPostgresHooks(child);
  }
}

if (!process.env.TEST_DATABASE_URL) {
  // eslint-disable-next-line no-empty-pattern -- vitest reads the first argument's pattern for fixtures
  beforeAll(({}, file) => {
    dropPostgresHooks(file as unknown as Task);
  });
  beforeEach((ctx) => {
    if (inPostgresSuite(ctx.task as unknown as Task)) ctx.skip(NOTE);
  });
}
