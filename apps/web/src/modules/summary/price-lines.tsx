import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner';
import { formatEuros } from '../../shared/format';
import { offerTaxesKey } from '@parking/domain/pricing/offer-rules';
import { offerPromo, type PriceLine, priceLines, type SummaryOffer } from './offer-view';
import { useCancellationTerms } from './cancellation-terms';
import styles from './summary.module.css';

export interface PriceLinesProps {
  offer: SummaryOffer;
  /** the chosen product's name for the first line; the generic label while unknown */
  productName: string | null;
  /** a price calculation is in flight */
  pending: boolean;
  /** a stored reservation already paid by card: the 'pay in parking' note would contradict it */
  paidByCard?: boolean;
  /** the traveller chose to pay now by card (traveller step): say so instead of 'pay in parking' */
  payByCard?: boolean;
  /** the stay's drop-off (wire date): the cancellation terms note names the date free cancellation ends */
  startDate?: string | null;
  /** a cancelled booking: no cancellation terms note */
  cancelled?: boolean;
  /** below the notes: the promo input on steps where the offer can still change */
  children?: ReactNode;
}

const MINUS = '\u2212';

/**
 * Spec 2 Price block without the promo input: every non-zero line of the server's offer, the
 * total and the notes. The confirmation uses it alone, so its chunk does not carry the offer
 * calculation the promo input needs.
 */
export function PriceLines({ offer, productName, pending, paidByCard = false, payByCard = false, startDate = null, cancelled = false, children }: PriceLinesProps) {
  const { t, i18n } = useTranslation('summary');
  const headingId = useId();
  const euros = (n: number) => formatEuros(n, i18n.language || 'es');
  const promoName = offerPromo(offer)?.name;
  // Issue 17.1: the terms in words (the one rule of booking/cancellation.ts), not a bare "free cancellation".
  const terms = useCancellationTerms(startDate);

  const label = (line: PriceLine): string => {
    if (line.key === 'product') return productName ?? t('product');
    if (line.key === 'promo' && promoName) return t('price.promoNamed', { name: promoName });
    if (line.key === 'voucher' && offer.voucher?.name) return t('price.voucherNamed', { name: offer.voucher.name });
    return t(`price.${line.key}`);
  };

  return (
    <section className={styles.price} aria-labelledby={headingId} aria-busy={pending || undefined}>
      <div className={styles.priceHead}>
        <h3 id={headingId} className={styles.subheading}>
          {t('price.heading')}
        </h3>
        {pending ? <Spinner label={t('price.calculating')} /> : null}
      </div>
      <dl className={styles.lines}>
        {priceLines(offer).map((line) => (
          <div key={line.key} className={styles.line} data-line={line.key}>
            <dt>{label(line)}</dt>
            <dd className={line.discount ? styles.discount : undefined}>
              {line.discount ? MINUS : ''}
              {euros(line.amount)}
            </dd>
          </div>
        ))}
      </dl>
      <dl className={styles.totalList}>
        <div className={styles.total} aria-live="polite" aria-atomic="true" data-line="total">
          <dt>{t('price.total')}</dt>
          <dd>{euros(offer.price)}</dd>
        </div>
      </dl>
      <p className={styles.taxes}>{t(`price.${offerTaxesKey(offer)}`)}</p>
      <ul className={styles.notes}>
        {paidByCard ? null : <li>{payByCard ? t('price.payNowByCard') : t('price.payInParking')}</li>}
        {cancelled ? null : <li data-note="cancellation-terms">{terms}</li>}
      </ul>
      {children}
    </section>
  );
}

