import { apiPost } from '../../lib/api-client';

/** PUT with a JSON body (the account routes); apiPost's plumbing with another method. */
export function apiPut<T>(path: string, body: unknown): Promise<T> {
  return apiPost<T>(path, body, { method: 'PUT' });
}
