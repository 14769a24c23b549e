import { createHmac } from 'node:crypto';
import { type SocialIdentity, type SocialLoginProvider, SocialTokenInvalid, splitName } from './provider';

export type FetchLike = (url: string, init?: { signal?: AbortSignal }) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

export interface FacebookConfig {
  appId: string;
  appSecret: string;
  graphUrl?: string;
}

const GRAPH = 'https://graph.facebook.com/v19.0';

interface DebugTokenData {
  app_id?: string;
  is_valid?: boolean;
  expires_at?: number;
  user_id?: string;
}

/**
 * Facebook login: the browser's user access token is checked with the Graph API's
 * debug_token (with our app token: valid, issued for our app, not expired at `now`), then the
 * profile is read with an appsecret_proof. `fetch` is injectable: tests give a fake Graph.
 */
export function facebookProvider(config: FacebookConfig, fetchFn: FetchLike = fetch as unknown as FetchLike): SocialLoginProvider {
  const graph = (config.graphUrl ?? GRAPH).replace(/\/+$/, '');
  const appToken = `${config.appId}|${config.appSecret}`;
  async function get(path: string, params: Record<string, string>): Promise<Record<string, unknown>> {
    const url = `${graph}${path}?${new URLSearchParams(params).toString()}`;
    let res;
    try {
      res = await fetchFn(url, { signal: AbortSignal.timeout(5000) });
    } catch {
      throw new SocialTokenInvalid('GRAPH_UNREACHABLE');
    }
    if (!res.ok) throw new SocialTokenInvalid(`GRAPH_${res.status}`);
    const body = await res.json().catch(() => null);
    if (!body || typeof body !== 'object') throw new SocialTokenInvalid('GRAPH_BODY');
    return body as Record<string, unknown>;
  }
  return {
    type: 'facebook',
    clientId: config.appId,
    async verify(token: string, now: Date): Promise<SocialIdentity> {
      const debug = await get('/debug_token', { input_token: token, access_token: appToken });
      const data = (debug.data ?? {}) as DebugTokenData;
      if (data.is_valid !== true) throw new SocialTokenInvalid('NOT_VALID');
      if (String(data.app_id) !== config.appId) throw new SocialTokenInvalid('WRONG_APP');
      // expires_at 0 means a token that does not expire (long-lived page tokens): still fine.
      if (typeof data.expires_at === 'number' && data.expires_at !== 0 && data.expires_at * 1000 <= now.getTime()) throw new SocialTokenInvalid('EXPIRED');
      if (typeof data.user_id !== 'string' || data.user_id === '') throw new SocialTokenInvalid('NO_USER');
      const proof = createHmac('sha256', config.appSecret).update(token).digest('hex');
      const me = await get('/me', { fields: 'id,email,first_name,last_name,name', access_token: token, appsecret_proof: proof });
      if (String(me.id) !== data.user_id) throw new SocialTokenInvalid('USER_MISMATCH');
      const email = typeof me.email === 'string' && me.email.includes('@') ? me.email.trim().toLowerCase() : null;
      // Facebook only returns an e-mail it has confirmed.
      return { provider: 'facebook', subject: data.user_id, email, emailVerified: email !== null, ...splitName(me.first_name, me.last_name, me.name) };
    },
  };
}
