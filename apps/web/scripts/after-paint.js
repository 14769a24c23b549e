// The prerendered first screen's loader (decision 0038; scripts/prerender.mjs writes it to
// dist/assets/after-paint-<hash>.js). The HTML paints on its own (inlined CSS); the app's
// modules, the step's chunks and the catalogue are asked for once that first paint is on
// screen, so nothing the paint does not need competes with it (the HTML, then the app).
// A classic deferred script: it runs after parsing, before DOMContentLoaded; the browser loads
// it at low priority. What it loads is in its data attributes (same origin: CSP script-src 'self').
(function () {
  var me = document.currentScript;
  var done = false;
  function link(rel, href, as) {
    var l = document.createElement('link');
    l.rel = rel;
    if (as) l.as = as;
    l.crossOrigin = '';
    l.href = href;
    document.head.appendChild(l);
  }
  // Decision 0059: one modulepreload link per task, then the entry. A module found in the memory
  // cache (a reload: services, traveller data) is compiled on the main thread as its link is
  // inserted: the 48 links of one task were one task of 60+ ms on a phone (Total Blocking
  // Time). A MessageChannel message is a new task without a timer's 4 ms clamp, so on a cold
  // load the requests still all start within a few milliseconds. The entry comes last: its
  // dynamic imports would otherwise fetch (and compile) the modules not yet preloaded in its
  // own task.
  function go() {
    if (done) return;
    done = true;
    // Decision 0059: Intl's data (the Madrid clock, prices) loaded on a worker's thread, not the
    // main thread's, while the modules below arrive (scripts/intl-warm.js).
    var warm = me.getAttribute('data-warm');
    try {
      if (warm && window.Worker) new Worker(warm + '#' + document.documentElement.lang);
    } catch (e) {
      // no worker: the app loads the data itself when it first formats a date
    }
    var fetches = (me.getAttribute('data-fetch') || '').split(' ');
    var modules = (me.getAttribute('data-modules') || '').split(' ');
    for (var i = 0; i < fetches.length; i++) if (fetches[i]) link('preload', fetches[i], 'fetch');
    var j = 0;
    var channel = new MessageChannel();
    channel.port1.onmessage = next;
    function next() {
      while (j < modules.length && !modules[j]) j++;
      if (j < modules.length) {
        link('modulepreload', modules[j++]);
        channel.port2.postMessage(0);
        return;
      }
      channel.port1.close();
      var s = document.createElement('script');
      s.type = 'module';
      s.crossOrigin = '';
      s.src = me.getAttribute('data-entry');
      document.head.appendChild(s);
    }
    next();
  }
  // A tap on one of the HTML's own links before the app has taken over (a slow phone) would load
  // that page afresh and lose what this one's address held (a deep link's stay): the link's
  // address is kept on <html data-early-link> instead and the app goes there once its entry
  // rules have run (app/shell/early-links.ts), which also ends this. Should the app never start,
  // the link is followed after 8 s as the browser would have.
  //
  // A tap on one of its buttons (log in, a calendar, a time) before then did nothing at all: the
  // HTML has no handlers yet, and the traveller who tapped "Log in" at once saw nothing happen.
  // React does not hydrate this HTML, it replaces it (prerendered-main.tsx), so the button is
  // kept as a key the app can find again: its name (aria-label or text; a list's label), which
  // of the buttons so named it was, in <main> or outside it, on <html data-early-click>. A submit
  // button's native submit (a reload) is stopped. A choice in one of its lists (the language)
  // is kept the same way with its value, on <html data-early-change>. The app replays them once
  // it has started (app/shell/early-input.ts, which names elements the same way).
  function nameOf(el) {
    var label = el.getAttribute('aria-label') || (el.labels && el.labels.length ? el.labels[0].textContent : el.textContent);
    return (label || '').replace(/\s+/g, ' ').trim();
  }
  function keyOf(el, selector, value) {
    var main = document.querySelector('main');
    var inMain = !!(main && main.contains(el));
    var all = document.querySelectorAll(selector);
    var name = nameOf(el);
    var n = 0;
    for (var k = 0; k < all.length && all[k] !== el; k++) if (nameOf(all[k]) === name && !!(main && main.contains(all[k])) === inMain) n++;
    var key = { name: name, n: n, inMain: inMain };
    if (value !== undefined) key.value = value;
    return key;
  }
  function keep(attr, el, selector, value) {
    document.documentElement.setAttribute(attr, JSON.stringify(keyOf(el, selector, value)));
  }
  // Text typed into its fields (the stay's dates) is kept too, a key per field with its text,
  // on <html data-early-input> (a list): the app writes it into the fields that replace them.
  function earlyTyping(e) {
    var el = e.target;
    if (!el || el.tagName !== 'INPUT' || !/^(text|search|email|tel|number)$/.test(el.type)) return;
    var key = keyOf(el, 'input', el.value);
    var kept = [];
    try {
      kept = JSON.parse(document.documentElement.getAttribute('data-early-input') || '[]');
    } catch (err) {
      kept = [];
    }
    for (var k = kept.length - 1; k >= 0; k--) if (kept[k].name === key.name && kept[k].n === key.n && kept[k].inMain === key.inMain) kept.splice(k, 1);
    kept.push(key);
    document.documentElement.setAttribute('data-early-input', JSON.stringify(kept));
  }
  function early(e) {
    var b = e.target && e.target.closest ? e.target.closest('button') : null;
    if (b && !b.disabled && !e.defaultPrevented) {
      if (b.type === 'submit') e.preventDefault();
      keep('data-early-click', b, 'button');
      return;
    }
    var a = e.target && e.target.closest ? e.target.closest('a[href]') : null;
    if (!a || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    if ((a.target && a.target !== '_self') || a.hasAttribute('download') || a.origin !== location.origin) return;
    e.preventDefault();
    document.documentElement.setAttribute('data-early-link', a.pathname + a.search + a.hash);
    var href = a.href;
    setTimeout(function () {
      if (document.documentElement.getAttribute('data-early-link') !== null) location.assign(href);
    }, 8000);
  }
  function earlyChange(e) {
    if (e.target && e.target.tagName === 'SELECT') keep('data-early-change', e.target, 'select', e.target.value);
  }
  document.addEventListener('click', early, true);
  document.addEventListener('change', earlyChange, true);
  document.addEventListener('input', earlyTyping, true);
  // Where the focus was (a field being typed into): the app puts it back on the field that
  // replaces it, so the next keys land there too (<html data-early-focus>).
  function earlyFocus(e) {
    var el = e.target;
    var tag = el && el.tagName ? el.tagName.toLowerCase() : '';
    if (tag === 'input' || tag === 'select' || tag === 'button') {
      var key = keyOf(el, tag);
      key.tag = tag;
      document.documentElement.setAttribute('data-early-focus', JSON.stringify(key));
    }
  }
  document.addEventListener('focusin', earlyFocus, true);
  document.addEventListener(
    'parking:started',
    function () {
      document.removeEventListener('click', early, true);
      document.removeEventListener('change', earlyChange, true);
      document.removeEventListener('input', earlyTyping, true);
      document.removeEventListener('focusin', earlyFocus, true);
    },
    { once: true },
  );
  // A tab opened in the background paints nothing until shown: load at once.
  if (document.visibilityState === 'hidden') return go();
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') >= 0) {
    // The first contentful paint is reported once it is on screen.
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) setTimeout(go, 0);
    }).observe({ type: 'paint', buffered: true });
  } else {
    // Two frames later the first paint has been produced.
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(go, 0);
      });
    });
  }
  // A page whose frames are throttled, or that never paints text.
  setTimeout(go, 3000);
})();
