import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancellationTerms } from '../../modules/summary/cancellation-terms';
import styles from './payment-trust.module.css';

/** Issue 9.7: the free cancellation terms (spec 2 price notes) in words, before the payment choice. */
export function CancellationTerms({ startDate = null }: { startDate?: string | null }) {
  const { t } = useTranslation('traveler');
  // Issue 17.1: the date free cancellation ends, from the one rule (decision 0026).
  const terms = useCancellationTerms(startDate);
  const id = useId();
  return (
    <section className={styles.cancellation} aria-labelledby={id}>
      <h2 id={id} className={styles.cancellationTitle}>
        <CheckIcon />
        {t('payment.cancellationTitle')}
      </h2>
      <p>{terms}</p>
    </section>
  );
}

/** Issue 9.7: the secure payment note and the card brands the payment service takes. */
export function SecurePaymentNote() {
  const { t } = useTranslation('traveler');
  const cardsId = useId();
  return (
    <div className={styles.secure}>
      <p className={styles.secureText}>
        <LockIcon />
        <span>{t('payment.secure')}</span>
      </p>
      <p id={cardsId} className="sr-only">
        {t('payment.cards')}
      </p>
      <ul className={styles.brands} aria-labelledby={cardsId}>
        <li>
          <VisaLogo />
        </li>
        <li>
          <MastercardLogo />
        </li>
        <li>
          <AmexLogo />
        </li>
      </ul>
    </div>
  );
}

function CheckIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="10" fill="currentColor" />
      <path d="M5.5 10.5l3 3 6-6.5" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function LockIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <rect x="3" y="9" width="14" height="10" rx="2" fill="currentColor" />
      <path d="M6.5 9V6.5a3.5 3.5 0 0 1 7 0V9" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

// Simple drawings of the three brands the payment service takes (visa, mastercard, amex):
// drawn here, no image host.
function VisaLogo() {
  return (
    <svg className={styles.brand} viewBox="0 0 48 30" role="img" aria-label="Visa">
      <rect x="0.5" y="0.5" width="47" height="29" rx="4" fill="#fff" stroke="#c9d1db" />
      <text x="24" y="20" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="13" fontWeight="700" fontStyle="italic" fill="#1a1f71">
        VISA
      </text>
    </svg>
  );
}

function MastercardLogo() {
  return (
    <svg className={styles.brand} viewBox="0 0 48 30" role="img" aria-label="Mastercard">
      <rect x="0.5" y="0.5" width="47" height="29" rx="4" fill="#fff" stroke="#c9d1db" />
      <circle cx="19" cy="15" r="9" fill="#eb001b" />
      <circle cx="29" cy="15" r="9" fill="#f79e1b" />
      <path d="M24 7.5a9 9 0 0 1 0 15 9 9 0 0 1 0-15z" fill="#ff5f00" />
    </svg>
  );
}

function AmexLogo() {
  return (
    <svg className={styles.brand} viewBox="0 0 48 30" role="img" aria-label="American Express">
      <rect width="48" height="30" rx="4" fill="#1f6cb0" />
      <text x="24" y="19.5" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="11" fontWeight="700" fill="#fff">
        AMEX
      </text>
    </svg>
  );
}
