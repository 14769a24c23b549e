import { existsSync } from 'node:fs';
// Debian's Chromium: Playwright's own browser download does not work on these machines. The
// flags are shared with the benchmarks (bench/lighthouse.mjs) through the JSON file.
import args from './chromium-args.json' with { type: 'json' };

/**
 * Debian's `chromium-headless-shell` when installed (.ci/run installs it): the same Blink and V8
 * as `chromium`, without the full browser's headless mode around them (it is what Playwright
 * itself runs for headless tests); it took about 40% less CPU for the same tests
 * (docs/performance.md, "browser suite CPU"). Else the full `chromium`. CHROMIUM_PATH wins.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args,
};
