/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle input in
 * between (decision 0046: Lighthouse's Total Blocking Time counts every task over 50 ms on a
 * slow phone). `scheduler.yield()` where the browser has it (its continuation runs before other
 * queued tasks), else a timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
