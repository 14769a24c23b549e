#!/usr/bin/env node
// What blocks the main thread while a booking step loads (issue 20.1, decision 0046). Each step
// is loaded as bench/lighthouse.mjs loads it (a new visitor, a returning guest), with Chromium's
// performance trace on, and every main-thread task is weighed by its THREAD time (the CPU the
// renderer's main thread used, not the wall clock: a loaded machine does not inflate it) times
// the CPU slowdown Lighthouse's mobile preset simulates (4). A task over 50 ms so weighed blocks
// for what exceeds 50 ms, as in Lighthouse's Total Blocking Time; the sum after the first
// contentful paint is printed per step, with what each long task ran (scripts by file and
// function, style, layout, parsing, garbage collection).
//
// Usage: node bench/long-tasks.mjs [--runs N] [--step where-when|products] [--visitor new|guest] [--slowdown 4] [--quiet]
// (the later steps, reached by a booking flow and a reload, are measured by bench/lighthouse.mjs only: an unknown --step prints nothing)
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import puppeteer from 'puppeteer-core';
import chromiumArgs from '../e2e/support/chromium-args.json' with { type: 'json' };
import { startServer } from './server.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const RUNS = Number(opt('runs', 1));
const SLOWDOWN = Number(opt('slowdown', 4));
const ONLY_STEP = opt('step', 'all');
const ONLY_VISITOR = opt('visitor', 'all');
const QUIET = args.includes('--quiet');
const PORT = Number(process.env.BENCH_PORT ?? 3650);
// BENCH_URL: a server already running (else the built one is started on BENCH_PORT).
const BASE = process.env.BENCH_URL ?? `http://127.0.0.1:${PORT}`;
const LANG = 'es';

function madridWire(days, hour) {
  const d = new Date(Date.now() + days * 86_400_000);
  const ymd = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
  return `${ymd} ${String(hour).padStart(2, '0')}:00:00`;
}
const productsUrl = `${BASE}/products?${new URLSearchParams({ in_common_terminal_id: '1', out_common_terminal_id: '2', start_date: madridWire(20, 10), end_date: madridWire(23, 18) })}`;

const STEPS = [
  ['where-when', 'new', `${BASE}/where-when`],
  ['where-when', 'guest', `${BASE}/where-when`],
  ['products', 'new', productsUrl],
  ['products', 'guest', productsUrl],
].filter(([s, v]) => (ONLY_STEP === 'all' || ONLY_STEP === s) && (ONLY_VISITOR === 'all' || ONLY_VISITOR === v));

// PROFILE=1 adds V8's sampling profiler to the trace (what each long task's script time is made
// of, by function: open TRACE_OUT in Chromium's performance panel); it slows the page a little.
const CATEGORIES = ['disabled-by-default-v8.compile', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'loading', 'toplevel', 'blink.user_timing', ...(process.env.PROFILE === '1' ? ['disabled-by-default-v8.cpu_profiler'] : [])];

/** A short name for a trace event under a task: the script's file and function, or the event's kind. */
function label(e) {
  const d = e.args?.data ?? {};
  const file = (d.url || e.args?.url || e.args?.fileName || d.stackTrace?.[0]?.url || '').replace(/.*\//, '');
  if (e.name === 'FunctionCall') return `${file}:${d.functionName || '?'}`;
  if (e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule') return `evaluate ${file || e.args?.data?.url || ''}`;
  if (e.name === 'TimerFire' || e.name === 'EventDispatch') return `${e.name}${d.type ? ` ${d.type}` : ''}`;
  return e.name;
}

function analyse(events) {
  const threads = new Map();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain') threads.set(`${e.pid}:${e.tid}`, []);
  for (const e of events) {
    const list = threads.get(`${e.pid}:${e.tid}`);
    if (list && e.ph === 'X') list.push(e);
  }
  const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint');
  // The page's renderer: the one that painted.
  let main = [...threads.entries()].find(([k]) => fcpEvent && k.startsWith(`${fcpEvent.pid}:`))?.[1];
  main ??= [...threads.values()].sort((a, b) => b.length - a.length)[0];
  main.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const fcp = fcpEvent?.ts ?? 0;
  const t0 = events.find((e) => e.name === 'navigationStart')?.ts ?? main[0].ts;
  // The outermost tasks only (a RunTask can hold another).
  const tasks = [];
  let taskEnd = -1;
  for (const e of main) {
    if (!(e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') || e.ts < taskEnd) continue;
    tasks.push(e);
    taskEnd = e.ts + e.dur;
  }
  const long = [];
  let blocking = 0;
  for (const task of tasks) {
    const weighed = ((task.tdur ?? task.dur) / 1000) * SLOWDOWN;
    if (weighed <= 50) continue;
    const after = task.ts >= fcp;
    if (after) blocking += weighed - 50;
    // The task's direct children (and their biggest script calls).
    const end = task.ts + task.dur;
    const inside = main.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= end);
    const top = [];
    let covered = -1;
    for (const e of inside) {
      if (e.ts < covered) continue;
      top.push(e);
      covered = e.ts + e.dur;
    }
    // Every event inside, indented by its depth, from 8 ms (weighed) up.
    const stack = [];
    const parts = [];
    for (const e of inside) {
      while (stack.length && e.ts >= stack[stack.length - 1]) stack.pop();
      stack.push(e.ts + e.dur);
      const ms = ((e.tdur ?? e.dur) / 1000) * SLOWDOWN;
      if (ms >= 8 && !/^V8\.|GC_|ThreadControllerImpl|RunTask|BlinkScheduler|v8.callFunction|v8.run$/.test(e.name)) parts.push({ name: `${'  '.repeat(stack.length - 1)}${label(e)}`, ms });
    }
    long.push({ at: Math.round((task.ts - t0) / 1000), ms: Math.round(weighed), after, top: top.map(label).slice(0, 6), parts });
  }
  return { fcp: Math.round((fcp - t0) / 1000), blocking: Math.round(blocking), long };
}

async function measure(browser, url, visitor) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.emulateTimezone('Europe/Madrid');
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  await page.evaluateOnNewDocument(
    (lang, visitor) => {
      Object.defineProperty(navigator, 'languages', { get: () => [lang] });
      Object.defineProperty(navigator, 'language', { get: () => lang });
      if (visitor === 'guest') {
        localStorage.setItem('lang', lang);
        localStorage.setItem('guest_choice', String(Date.now() - 60_000));
        localStorage.setItem('cookies', 'accept');
      }
    },
    LANG,
    visitor,
  );
  await page.setExtraHTTPHeaders({ 'accept-language': LANG });
  await page.tracing.start({ categories: CATEGORIES });
  await page.goto(url, { waitUntil: 'networkidle0' });
  // The account slot loads a second after the load event; the start's dialog after it.
  await new Promise((r) => setTimeout(r, 3000));
  const raw = Buffer.from(await page.tracing.stop()).toString('utf8');
  // TRACE_OUT=file keeps the last trace (open it in Chromium's performance panel).
  if (process.env.TRACE_OUT) (await import('node:fs')).writeFileSync(process.env.TRACE_OUT, raw);
  const trace = JSON.parse(raw);
  await context.close();
  return analyse(trace.traceEvents);
}

const server = process.env.BENCH_URL ? { stop: async () => {} } : await startServer({ port: PORT });
const browser = await puppeteer.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless=new', ...chromiumArgs], userDataDir: join(tmpdir(), `parking-lt-${process.pid}`) });
const totals = new Map();
try {
  for (let run = 0; run < RUNS; run++) {
    for (const [step, visitor, url] of STEPS) {
      const { fcp, blocking, long } = await measure(browser, url, visitor);
      const key = `${step} (${visitor})`;
      totals.set(key, [...(totals.get(key) ?? []), blocking]);
      if (QUIET) continue;
      console.log(`\n## ${key} run ${run + 1}: FCP ${fcp} ms; blocking after FCP ${blocking} ms (thread time x${SLOWDOWN})`);
      for (const t of long) {
        console.log(`task @${t.at} ${t.ms} ms${t.after ? '' : ' (before FCP)'}: ${t.top.join(', ')}`);
        for (const p of t.parts) console.log(`     ${String(Math.round(p.ms)).padStart(4)} ${p.name}`);
      }
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
  console.log(`\nblocking time after FCP (thread time x${SLOWDOWN}, over 50 ms per task), median of ${RUNS}; load average ${(await import('node:os')).loadavg()[0].toFixed(2)}`);
  for (const [key, xs] of totals) console.log(`${key}: ${median(xs)} ms (${xs.join('/')})`);
} finally {
  await browser.close();
  await server.stop();
}
