import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@parking/domain/contracts/catalog';
import type { CalculatePriceRequest, CalculatePriceResponse } from '@parking/domain/contracts/offer';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { useOffer } from '../../shared/offers/use-offer';
import styles from './products.module.css';
import { formatEuros } from '../../shared/format';

interface ProductCardProps {
  product: Product;
  request: CalculatePriceRequest;
  /** the product chosen on the previous step, marked so the person finds it again */
  preselected: boolean;
  onChoose: (product: Product, offer: CalculatePriceResponse) => void;
}

export function ProductCard({ product, request, preselected, onChoose }: ProductCardProps) {
  const { t, i18n } = useTranslation('booking');
  const nameId = useId();
  const { data, error, loading } = useOffer(request);
  const terminals = product.terminals.map((term) => term.name).join(', ');

  return (
    <li className={styles.item}>
      <article className={styles.card} aria-labelledby={nameId} aria-busy={loading}>
        <div className={styles.body}>
          <h2 id={nameId} className={styles.name}>
            {product.name}
          </h2>
          {preselected && <p className={styles.badge}>{t('products.preselected')}</p>}
          <p className={styles.description}>{product.description}</p>
          {terminals && (
            <p className={styles.terminals}>
              <span className={styles.termLabel}>{t('products.terminals')}</span> {terminals}
            </p>
          )}
        </div>
        {/* Space for the price is kept while it loads, so the card does not grow when it arrives. */}
        <div className={styles.price}>
          {loading && <Spinner label={t('products.calculating', { name: product.name })} />}
          {error && <p className={styles.unavailable}>{error.reason ?? t('products.unavailable')}</p>}
          {data && (
            <p className={styles.amount}>
              <span className={styles.euros}>{formatEuros(data.offer.price, i18n.language || 'es')}</span>
              <span className={styles.days}>{t('products.days', { count: data.offer.days })}</span>
            </p>
          )}
        </div>
        <Button
          className={styles.choose}
          disabled={!data}
          aria-label={t('products.chooseProduct', { name: product.name })}
          onClick={() => data && onChoose(product, data)}
        >
          {t('products.choose')}
        </Button>
      </article>
    </li>
  );
}
