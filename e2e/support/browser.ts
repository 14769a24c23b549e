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
 * Chromium 156's headless browser opens a window per browser context, and each window builds its
 * omnibox popup as a WebUI page (chrome://omnibox-popup.top-chrome/ and its AI-mode variant) in
 * a renderer process of its own: one extra renderer per test, never shown headless (decision
 * 0054). Tests never touch the browser's address bar, only the page.
 */
const OMNIBOX_WEBUI = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...args, `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_WEBUI].join(',')}`],
};
