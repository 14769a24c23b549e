/**
 * Runs `run` `delayMs` after the page's load event (at once plus the delay when it has already
 * fired); returns a cancel. For chunks that must stay off the path to the largest paint (the
 * header's account slot, the confirmation's QR code): fetched with the first render, or in an
 * idle callback right after it, they still delayed that paint (Lighthouse, decisions 0017, 0018).
 */
export function afterLoad(run: () => void, delayMs: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    timer = setTimeout(run, delayMs);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
  return () => {
    window.removeEventListener('load', later);
    if (timer !== undefined) clearTimeout(timer);
  };
}
