// A dedicated worker started by the prerendered page's loader (scripts/after-paint.js, decision
// 0059); scripts/prerender.mjs writes it to dist/assets/intl-warm-<hash>.js. The first
// Intl.DateTimeFormat or Intl.NumberFormat of a renderer process loads ICU's locale, calendar and
// time-zone data, once for the whole process (20-60 ms on this VM, 4x that on the phone
// Lighthouse simulates), and the app's start needs both (the Madrid clock, the browser's zone,
// prices). Done here, that loading runs on the worker's thread while the main thread fetches and
// evaluates the app's modules; the app's own first calls then take well under a millisecond.
// Nothing is sent back: the app never waits for this, and without it the app works as before.
(function () {
  var lang = (self.location.hash || '').slice(1) || undefined;
  try {
    // the Madrid clock's formatter: locale, zone and options filled in by scripts/prerender.mjs
    // from packages/domain/src/time/zone-clock.ts (a plain script outside the app's modules)
    new Intl.DateTimeFormat(__ZONE_FORMAT_LOCALE__, __ZONE_FORMAT_OPTIONS__).formatToParts(0);
    Intl.DateTimeFormat(lang).resolvedOptions();
    new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }).format(1);
  } catch (e) {
    // an engine without these: nothing to warm
  }
  self.close();
})();
