import { requestLanguage } from './lang-detect';
import { csrfToken, sessionHooks } from './session';

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
  return /[?&]lang=/.test(path) ? path : `${path}${sep}lang=${encodeURIComponent(requestLanguage())}`;
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
    // Double-submit CSRF (decision 0016): every state-changing call echoes the session's token.
    const csrf = init.method === 'GET' ? undefined : csrfToken();
    res = await fetch(withLang(path), {
      ...init,
      headers: { Accept: 'application/json', 'Accept-Language': requestLanguage(), ...(csrf ? { 'X-CSRF-Token': csrf } : {}), ...init.headers },
    });
  } catch (cause) {
    // Network failures carry no server reason: the banner shows the standard text.
    throw new ApiError(0, 'API_ERROR_NETWORK', null, { cause: String(cause) });
  }
  // Spec 4/8: a 401 anywhere logs out and opens login; the login calls' own 401s are their answer.
  if (res.status === 401 && !path.startsWith('/api/auth/')) sessionHooks.expired?.();
  return parse<T>(res);
}

export function apiGet<T>(path: string, init: RequestInit = {}): Promise<T> {
  return request<T>(path, { ...init, method: 'GET' });
}

export function apiPost<T>(path: string, body: unknown, init: RequestInit = {}): Promise<T> {
  return request<T>(path, {
    method: 'POST',
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
    body: JSON.stringify(body),
  });
}
