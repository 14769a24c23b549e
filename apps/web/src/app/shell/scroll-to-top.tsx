import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec 2: "The router scrolls to top on navigation." */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolling is the reaction to a new pathname
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
