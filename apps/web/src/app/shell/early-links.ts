import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { replayEarlyInput } from './early-input';

/**
 * A prerendered page's links work before the app has taken over (decision 0038: the HTML paints,
 * then the app loads). A tap on one of them then is kept by the deferred loader
 * (apps/web/scripts/after-paint.js: <html data-early-link="/where-when">) rather than followed,
 * since a fresh load of that page would lose what this page's address held (a products deep
 * link's place and dates). Once the entry rules have run (`ready`), the app takes the links over
 * (the loader stops catching them) and goes where the tap asked, through the router; a button
 * tapped or a list changed meanwhile is handed to the app too (early-input.ts).
 */
export function useEarlyLinks(ready: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!ready) return;
    const root = document.documentElement;
    document.dispatchEvent(new Event('parking:started'));
    replayEarlyInput();
    const href = root.getAttribute('data-early-link');
    if (href === null) return;
    root.removeAttribute('data-early-link');
    void navigate(href);
  }, [ready, navigate]);
}

