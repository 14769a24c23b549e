// Debian's Chromium: Playwright's own browser download does not work on these machines. The
// flags are shared with the benchmarks (bench/lighthouse.mjs) through the JSON file.
import args from './chromium-args.json' with { type: 'json' };

/**
 * What Playwright 1.65 passes as `--disable-features` to Chromium (playwright-core's
 * chromiumSwitches.ts). Chromium reads only the LAST `--disable-features` switch, so ours
 * below must repeat Playwright's list or it would undo it.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Renderer processes no test uses (decision 0054). Chromium 156's headless browser opens a
 * window per browser context (one per test), and each window
 * - builds its omnibox popup as WebUI pages (chrome://omnibox-popup.top-chrome/ and its AI-mode
 *   variant) in a renderer of its own, never shown headless: the tests drive the page, never the
 *   browser's address bar;
 * - starts a spare renderer for the next navigation, which a context that lives for one test
 *   on one origin never takes.
 * Measured: entry-rules + first-screen-html (35 tests), CPU of the whole run 32-35 -> 23-24 s.
 */
const UNUSED_RENDERERS = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup', 'SpareRendererForSitePerProcess'];

export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...args, `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_RENDERERS].join(',')}`],
};
