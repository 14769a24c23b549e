// Debian's Chromium: Playwright's own browser download does not work on these machines. The
// flags are shared with the benchmarks (bench/lighthouse.mjs) through the JSON file.
import args from './chromium-args.json' with { type: 'json' };

export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args,
};
