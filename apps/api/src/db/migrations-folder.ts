import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/api/migrations, found from this module: the source sits at src/db/, the bundle at
 * dist/server.js, so walk up until a folder with the drizzle journal appears.
 */
export function migrationsFolder(from: string = import.meta.url): string {
  let dir = dirname(fileURLToPath(from));
  for (let i = 0; i < 4; i++) {
    const candidate = join(dir, 'migrations');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error(`migrations folder not found above ${fileURLToPath(from)}`);
}
