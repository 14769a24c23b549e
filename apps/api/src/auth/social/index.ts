import type { SocialProvider as SocialType } from '@parking/domain/contracts/account';
import type { SocialConfig } from '../../config/config';
import { facebookProvider, type FetchLike } from './facebook';
import { oidcProvider } from './oidc';
import type { SocialLoginProvider } from './provider';
import { sandboxProvider } from './sandbox';

export type SocialProviders = Partial<Record<SocialType, SocialLoginProvider>>;

/**
 * The configured providers: a real one for each provider whose client id is set; a sandbox one
 * for each provider SOCIAL_SANDBOX names (config.ts refuses a name that is also real). None by default.
 */
export function socialProviders(config: SocialConfig | undefined, opts: { fetch?: FetchLike } = {}): SocialProviders {
  const out: SocialProviders = {};
  if (!config) return out;
  if (config.google) out.google = oidcProvider('google', config.google);
  if (config.apple) out.apple = oidcProvider('apple', config.apple);
  if (config.facebook) out.facebook = facebookProvider(config.facebook, opts.fetch);
  for (const type of config.sandbox) out[type] ??= sandboxProvider(type);
  return out;
}
