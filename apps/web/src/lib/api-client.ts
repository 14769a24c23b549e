import { useSyncExternalStore } from 'react';
import i18n from './i18n';

/** The one error shape of the api (design 3): `{ code, reason, details? }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly reason: string | null,
    readonly details?: unknown,
  ) {
    super(reason ?? code);
    this.name = 'ApiError';
  }
}

function withLang(path: string): string {
  const sep = path.includes('?') ? '&' : '?';
  return /[?&]lang=/.test(path) ? path : `${path}${sep}lang=${encodeURIComponent(i18n.language || 'es')}`;
}

async function parse<T>(res: Response): Promise<T> {
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!res.ok) {
    const b = (body ?? {}) as { code?: unknown; reason?: unknown; details?: unknown };
    throw new ApiError(
      res.status,
      typeof b.code === 'string' ? b.code : 'API_ERROR_UNKNOWN',
      typeof b.reason === 'string' && b.reason ? b.reason : null,
      b.details,
    );
  }
  return body as T;
}

async function request<T>(path: string, init: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(withLang(path), {
      ...init,
      headers: { Accept: 'application/json', 'Accept-Language': i18n.language || 'es', ...init.headers },
    });
  } catch (cause) {
    // Network failures carry no server reason: the banner shows the standard text.
    throw new ApiError(0, 'API_ERROR_NETWORK', null, { cause: String(cause) });
  }
  return parse<T>(res);
}

export function apiGet<T>(path: string, init: RequestInit = {}): Promise<T> {
  return request<T>(path, { ...init, method: 'GET' });
}

export function apiPost<T>(path: string, body: unknown, init: RequestInit = {}): Promise<T> {
  return request<T>(path, {
    ...init,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...init.headers },
    body: JSON.stringify(body),
  });
}

// ---- Global error banner (spec 8) ----

export interface BannerError {
  id: number;
  /** server reason; null means the standard text from the `errors` catalogue */
  reason: string | null;
  code: string;
}

let current: BannerError | null = null;
let seq = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

function dialogOpen(): boolean {
  return typeof document !== 'undefined' && document.querySelector('dialog[open]') !== null;
}

/**
 * Spec 8: HTTP errors show the reason (else the standard text) and scroll to top, unless a
 * dialog is open. Out-of-stock with an alternative offer goes to its own dialog instead.
 */
export function showError(err: unknown): void {
  const e = err instanceof ApiError ? err : new ApiError(0, 'API_ERROR_UNKNOWN', null);
  if (e.code === 'API_ERROR_RESERVATION_OUT_OF_STOCK' && hasAlternative(e.details)) return;
  if (e.code === 'API_ERROR_RESERVATION_IS_CANCELLED') return;
  if (dialogOpen()) return;
  current = { id: ++seq, reason: e.reason, code: e.code };
  emit();
  if (typeof window !== 'undefined') window.scrollTo({ top: 0 });
}

/** The api sends `alternative_offer: null` when no other product has room: that one is bannered. */
function hasAlternative(details: unknown): boolean {
  if (typeof details !== 'object' || details === null) return false;
  const alt = (details as { alternative_offer?: unknown }).alternative_offer;
  return typeof alt === 'object' && alt !== null;
}

export function clearError(): void {
  current = null;
  emit();
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useErrorBanner(): { error: BannerError | null; clear: () => void } {
  const error = useSyncExternalStore(subscribe, () => current, () => null);
  return { error, clear: clearError };
}
