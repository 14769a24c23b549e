import { useSyncExternalStore } from 'react';

/** Spec 3 Alternative offer: message, description, alternative_product (total_price, name). */
export interface AlternativeOffer {
  message: string | null;
  description: string | null;
  product: {
    /** the product to switch to; the server names it with its id */
    id: number | null;
    name: string;
    /** euros */
    totalPrice: number;
  };
}

let current: AlternativeOffer | null = null;
const listeners = new Set<() => void>();

function set(next: AlternativeOffer | null) {
  current = next;
  for (const l of listeners) l();
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
}

export function openAlternativeOffer(offer: AlternativeOffer): void {
  set(offer);
}

export function closeAlternativeOffer(): void {
  set(null);
}

export function getAlternativeOffer(): AlternativeOffer | null {
  return current;
}

export function useAlternativeOffer(): AlternativeOffer | null {
  return useSyncExternalStore(subscribe, () => current, () => null);
}
