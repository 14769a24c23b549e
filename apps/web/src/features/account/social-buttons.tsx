import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeResponse, SocialLoginRequest, SocialPrefill, SocialProvider } from '@parking/domain/contracts/account';
import { socialLogin } from './auth-actions';
import { endSocialSession, type ProviderConfig, providerToken, SocialCancelled, useSocialProviders } from './social';
import styles from './account.module.css';

const MARK: Record<SocialProvider, { letter: string; color: string }> = {
  facebook: { letter: 'f', color: '#1877f2' },
  google: { letter: 'G', color: '#db4437' },
  apple: { letter: '', color: '#000000' },
};

function Mark({ type }: { type: SocialProvider }) {
  const m = MARK[type];
  return (
    <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="11" fill={m.color} />
      {m.letter ? (
        <text x="11" y="16" textAnchor="middle" fontSize="14" fontWeight="700" fill="#fff" fontFamily="Arial, sans-serif">
          {m.letter}
        </text>
      ) : (
        <path d="M13.6 5.2c-.6.7-1.5 1.2-2.3 1.1-.1-.9.3-1.8.9-2.4.6-.7 1.6-1.2 2.4-1.2.1.9-.3 1.8-1 2.5zm1 1.3c-1.3-.1-2.4.7-3 .7s-1.6-.7-2.6-.7c-1.3 0-2.6.8-3.3 2-1.4 2.4-.4 6 1 8 .7 1 1.5 2 2.5 2s1.4-.6 2.6-.6 1.5.6 2.6.6 1.7-1 2.4-2c.8-1.1 1.1-2.2 1.1-2.2s-2.1-.8-2.1-3.2c0-2 1.6-2.9 1.7-3-.9-1.4-2.4-1.6-2.9-1.6z" fill="#fff" transform="translate(1.5 1.5) scale(.85)" />
      )}
    </svg>
  );
}

export interface SocialButtonsProps {
  onLoggedIn: (me: MeResponse) => void;
  /** spec 4: a failed social login switches the sign-up form to social mode */
  onNotRegistered: (prefill: SocialPrefill, social: SocialLoginRequest) => void;
  onFailure: (err: unknown) => void;
  /** spec 8: a closed provider popup only warns */
  onWarning: (text: string) => void;
}

/** Spec 2: social buttons for the providers configured on the server (none: nothing shown). */
export function SocialButtons({ onLoggedIn, onNotRegistered, onFailure, onWarning }: SocialButtonsProps) {
  const { t } = useTranslation('account');
  const providers = useSocialProviders();
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  if (providers.length === 0) return null;

  const go = async (p: ProviderConfig) => {
    if (busy) return;
    setBusy(p.type);
    try {
      const token = await providerToken(p, t('social.sandboxPrompt', { provider: t(`social.names.${p.type}`) }));
      const social: SocialLoginRequest = { type: p.type, token };
      const result = await socialLogin(social);
      if (result.ok) onLoggedIn(result.me);
      else onNotRegistered(result.prefill, social);
    } catch (err) {
      if (err instanceof SocialCancelled) onWarning(t('social.cancelled'));
      else {
        // Spec 8: "Social failure ends the social session and shows the reason".
        endSocialSession();
        onFailure(err);
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <div className={styles.social} role="group" aria-label={t('social.label')}>
        {providers.map((p) => (
          <button
            key={p.type}
            type="button"
            className={styles.socialButton}
            aria-busy={busy === p.type || undefined}
            disabled={busy !== null && busy !== p.type}
            onClick={() => void go(p)}
          >
            <Mark type={p.type} />
            <span>{t(`social.${p.type}`)}</span>
          </button>
        ))}
      </div>
      <p className={styles.divider}>{t('social.or')}</p>
    </>
  );
}
