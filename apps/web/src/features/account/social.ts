import type { SocialProvidersResponse } from '@parking/domain/contracts/account';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@parking/domain/contracts/account-plain';
import { apiGet } from '../../lib/api-client';
import { serverCache, useServerQuery } from '../../shared/server-cache';

export type ProviderConfig = SocialProvidersResponse['providers'][number];

/** The user closed or dismissed the provider's window: only a warning (spec 8). */
export class SocialCancelled extends Error {
  constructor() {
    super('social sign-in cancelled');
    this.name = 'SocialCancelled';
  }
}

/** Spec 2: "Apple only on Apple devices". */
export function isAppleDevice(nav: Pick<Navigator, 'userAgent'> | undefined = typeof navigator === 'undefined' ? undefined : navigator): boolean {
  return !!nav && /Macintosh|Mac OS X|iPhone|iPad|iPod/.test(nav.userAgent);
}

/** The configured providers the dialogs offer, in the spec's order (Facebook, Google, Apple). */
export function offeredProviders(providers: readonly ProviderConfig[], apple = isAppleDevice()): ProviderConfig[] {
  const order: SocialProvider[] = ['facebook', 'google', 'apple'];
  return providers
    .filter((p) => (SOCIAL_PROVIDERS as readonly string[]).includes(p.type) && (p.type !== 'apple' || apple))
    .sort((a, b) => order.indexOf(a.type) - order.indexOf(b.type));
}

const fetchProviders = (signal: AbortSignal) => apiGet<SocialProvidersResponse>('/api/auth/social/providers', { signal });

/** GET /api/auth/social/providers: only those configured on the server (none: no buttons). */
const PROVIDERS_KEY = 'account:social-providers';

export function useSocialProviders(): ProviderConfig[] {
  const { data } = useServerQuery(PROVIDERS_KEY, fetchProviders);
  return offeredProviders(data?.providers ?? []);
}

const scripts = new Map<string, Promise<void>>();
function loadScript(src: string): Promise<void> {
  let p = scripts.get(src);
  if (!p) {
    p = new Promise<void>((resolve, reject) => {
      const el = document.createElement('script');
      el.src = src;
      el.async = true;
      el.onload = () => resolve();
      el.onerror = () => {
        scripts.delete(src);
        reject(new Error(`could not load ${src}`));
      };
      document.head.appendChild(el);
    });
    scripts.set(src, p);
  }
  return p;
}

/* The providers' browser SDKs, typed as far as they are used here. */
interface GoogleId {
  initialize(o: { client_id: string; callback: (r: { credential?: string }) => void; cancel_on_tap_outside?: boolean }): void;
  prompt(cb?: (n: { isNotDisplayed(): boolean; isSkippedMoment(): boolean; isDismissedMoment(): boolean }) => void): void;
  disableAutoSelect(): void;
}
interface SdkWindow {
  google?: { accounts: { id: GoogleId } };
  FB?: {
    init(o: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
    login(cb: (r: { authResponse?: { accessToken: string } | null }) => void, o?: { scope: string }): void;
    logout(cb?: () => void): void;
    getLoginStatus(cb: (r: { status: string }) => void): void;
  };
  AppleID?: {
    auth: {
      init(o: { clientId: string; scope: string; redirectURI: string; usePopup: boolean }): void;
      signIn(): Promise<{ authorization: { id_token: string } }>;
    };
  };
}
const sdk = () => window as unknown as SdkWindow;

/**
 * The provider's sign-in popup, answering the token the api verifies (design 3b: OIDC ID
 * tokens for Google and Apple, the access token for Facebook). A closed popup is SocialCancelled.
 */
export async function providerToken(p: ProviderConfig, sandboxPrompt = ''): Promise<string> {
  if (p.client_id === 'sandbox') return sandboxToken(p.type, sandboxPrompt);
  if (p.type === 'google') {
    await loadScript('https://accounts.google.com/gsi/client');
    const id = sdk().google?.accounts.id;
    if (!id) throw new Error('google sdk missing');
    return new Promise<string>((resolve, reject) => {
      id.initialize({ client_id: p.client_id, callback: (r) => (r.credential ? resolve(r.credential) : reject(new SocialCancelled())) });
      id.prompt((n) => {
        if (n.isNotDisplayed() || n.isSkippedMoment() || n.isDismissedMoment()) reject(new SocialCancelled());
      });
    });
  }
  if (p.type === 'facebook') {
    await loadScript('https://connect.facebook.net/en_US/sdk.js');
    const fb = sdk().FB;
    if (!fb) throw new Error('facebook sdk missing');
    fb.init({ appId: p.client_id, version: 'v19.0' });
    return new Promise<string>((resolve, reject) => {
      fb.login((r) => (r.authResponse?.accessToken ? resolve(r.authResponse.accessToken) : reject(new SocialCancelled())), { scope: 'email' });
    });
  }
  await loadScript('https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js');
  const apple = sdk().AppleID;
  if (!apple) throw new Error('apple sdk missing');
  apple.auth.init({ clientId: p.client_id, scope: 'name email', redirectURI: window.location.origin, usePopup: true });
  try {
    return (await apple.auth.signIn()).authorization.id_token;
  } catch {
    throw new SocialCancelled();
  }
}

/**
 * The api's sandbox providers (SOCIAL_SANDBOX=on: development and browser tests only) stand in
 * for the provider's popup with a prompt for the e-mail of the made-up identity; the api's
 * development route signs the token its sandbox verifies.
 */
async function sandboxToken(type: SocialProvider, promptText: string): Promise<string> {
  const email = window.prompt(promptText)?.trim();
  if (!email) throw new SocialCancelled();
  const local = email.split('@')[0] ?? 'sandbox';
  const q = new URLSearchParams({ type, email, name: local, surname: 'Sandbox', subject: email });
  return (await apiGet<{ token: string }>(`/api/dev/social-token?${q.toString()}`)).token;
}

/** Spec 4 Logout: "end social session if any"; spec 8: a social failure ends it too. */
export function endSocialSession(): void {
  const w = sdk();
  try {
    w.google?.accounts.id.disableAutoSelect();
    w.FB?.getLoginStatus((r) => {
      if (r.status === 'connected') w.FB?.logout();
    });
  } catch {
    // nothing to end
  }
}

/**
 * Fetches the providers into the cache before a dialog that shows them opens, so the dialog's
 * first paint has its buttons (issue 20.1: buttons arriving after it opened grew the dialog and
 * moved it). Never fails: without the list the dialog opens and asks again.
 */
export function prefetchSocialProviders(): Promise<void> {
  return serverCache.fetch(PROVIDERS_KEY, fetchProviders).then(
    () => undefined,
    () => undefined,
  );
}
