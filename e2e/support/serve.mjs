// Serves the BUILT product (api + web) for the browser tests on a fresh embedded database,
// so every run starts from the seed and never touches ./data.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
process.chdir(root);
process.env.DATA_DIR ??= mkdtempSync(join(tmpdir(), 'parking-e2e-'));
process.env.PORT ??= '3210';
process.env.RATE_LIMIT ??= 'off';
process.env.ADMIN_TOKEN ??= 'e2e-admin-token';
// The browser tests read the confirmation mails (and their links) from the dev outbox.
process.env.DEV_ROUTES ??= 'on';
// Accounts: the sandbox social providers (tokens from /api/dev/social-token), never the real ones.
process.env.SOCIAL_SANDBOX ??= 'on';
await import(pathToFileURL(join(root, 'apps/api/dist/server.js')).href);
