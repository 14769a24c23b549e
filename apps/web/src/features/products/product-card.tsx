import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@parking/domain/contracts/catalog';
import type { CalculatePriceRequest, CalculatePriceResponse } from '@parking/domain/contracts/offer';
import { type Illustration, productFacts } from '@parking/domain/booking/product-facts';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { useOffer } from '../../modules/offers/use-offer';
import { useCancellationTerms } from '../../modules/summary/cancellation-terms';
import styles from './products.module.css';
import { formatEuros } from '../../shared/format';
import airport from './illustrations/airport.svg';
import valet from './illustrations/valet.svg';
import ship from './illustrations/ship.svg';
import station from './illustrations/station.svg';
import city from './illustrations/city.svg';

const ILLUSTRATIONS: Record<Illustration, string> = { airport, valet, ship, station, city };
/** The illustrations' own size (viewBox 320x140): set on the img so its room is kept before it loads. */
const IMAGE_WIDTH = 320;
const IMAGE_HEIGHT = 140;

interface ProductCardProps {
  product: Product;
  request: CalculatePriceRequest;
  /** the product chosen on the previous step, marked so the person finds it again */
  preselected: boolean;
  onChoose: (product: Product, offer: CalculatePriceResponse) => void;
  /** spec 6: the client's company blocks it (business mode); the server refuses it too */
  blocked?: boolean;
}

/**
 * One product of the place (issue 9.4): what a traveller compares, i.e. the server's total
 * and price per day, the transfer to the terminal, what is included and the free
 * cancellation terms. The facts come from the domain (booking/product-facts.ts), the words
 * from the `offer` catalogues, the amounts from the offer: nothing is computed here.
 */
export function ProductCard({ product, request, preselected, onChoose, blocked = false }: ProductCardProps) {
  const { t, i18n } = useTranslation('booking');
  const { t: tc } = useTranslation('offer', { keyPrefix: 'card' });
  const { t: to } = useTranslation('offer');
  const nameId = useId();
  const { data, error, loading } = useOffer(request);
  const terminals = product.terminals.map((term) => term.name).join(', ');
  const facts = productFacts(product.service);
  const lang = i18n.language || 'es';
  const offer = data?.offer;
  // Issue 17.1: the terms in words, with the date free cancellation ends for this stay.
  const cancellationTerms = useCancellationTerms(request?.startDate);

  return (
    <li className={styles.item}>
      <article className={styles.card} aria-labelledby={nameId} aria-busy={loading}>
        <img
          className={styles.illustration}
          src={ILLUSTRATIONS[facts.illustration]}
          alt=""
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading="lazy"
          decoding="async"
        />
        <div className={styles.body}>
          <h2 id={nameId} className={styles.name}>
            {product.name}
          </h2>
          {preselected && <p className={styles.badge}>{t('products.preselected')}</p>}
          {blocked && (
            <p className={styles.blocked} id={`${nameId}-blocked`}>
              <strong>{to('blocked.label')}</strong> {to('blocked.productHint')}
            </p>
          )}
          <p className={styles.description}>{product.description}</p>
          <p className={styles.transfer}>
            <span className={styles.factLabel}>{tc('transferLabel')}</span>{' '}
            {tc(`transfer.${facts.transfer.kind}`, { minutes: facts.transfer.minutes })}
          </p>
          {/* Not a region: every card has one, and landmarks must have unique names. */}
          <div className={styles.included}>
            <h3 id={`${nameId}-included`} className={styles.factLabel}>
              {tc('includedTitle')}
            </h3>
            <ul className={styles.includedList} aria-labelledby={`${nameId}-included`}>
              {facts.included.map((key) => (
                <li key={key}>{tc(`included.${key}`)}</li>
              ))}
            </ul>
          </div>
          <div className={styles.cancellation}>
            <h3 className={styles.factLabel}>{tc('cancellationTitle')}</h3>
            <p>{cancellationTerms}</p>
          </div>
          {terminals && (
            <p className={styles.terminals}>
              <span className={styles.factLabel}>{t('products.terminals')}</span> {terminals}
            </p>
          )}
        </div>
        {/* Space for the price is kept while it loads, so the card does not grow when it arrives. */}
        <div className={styles.price}>
          {loading && <Spinner label={t('products.calculating', { name: product.name })} />}
          {error && <p className={styles.unavailable}>{error.reason ?? t('products.unavailable')}</p>}
          {offer && (
            <div className={styles.amounts}>
              <p className={styles.amount}>
                <span className={styles.euros}>{formatEuros(offer.price, lang)}</span>{' '}
                <span className={styles.days}>{tc('total', { count: offer.days })}</span>
              </p>
              {offer.price_per_day !== undefined && (
                <p className={styles.perDay}>{tc('perDay', { price: formatEuros(offer.price_per_day, lang) })}</p>
              )}
            </div>
          )}
        </div>
        <Button
          className={styles.choose}
          disabled={!data || blocked}
          aria-label={t('products.chooseProduct', { name: product.name })}
          aria-describedby={blocked ? `${nameId}-blocked` : undefined}
          onClick={() => data && !blocked && onChoose(product, data)}
        >
          {t('products.choose')}
        </Button>
      </article>
    </li>
  );
}
