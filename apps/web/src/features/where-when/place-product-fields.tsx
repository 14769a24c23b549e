import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogResponse, Place, Product } from '@parking/domain/contracts/catalog';
import styles from '../../modules/stay/stay-fields.module.css';

interface PlaceProductFieldsProps {
  catalog: CatalogResponse | undefined;
  place: Place | undefined;
  product: Product | undefined;
  error: string | null;
  onPlace: (place: Place) => void;
  onProduct: (product: Product) => void;
}

/** Car parks grouped by city, then the chosen car park's products. */
export function PlaceProductFields({ catalog, place, product, error, onPlace, onProduct }: PlaceProductFieldsProps) {
  const { t } = useTranslation('booking');
  const id = useId();
  const errorId = `${id}-error`;
  const loading = !catalog;
  const invalid = error ? true : undefined;
  const describedBy = error ? errorId : undefined;

  const pickPlace = (value: string) => {
    for (const city of catalog?.cities ?? []) {
      const found = city.places.find((p) => String(p.id) === value);
      if (found) return onPlace(found);
    }
  };

  return (
    <div className={styles.pair}>
      <div className={styles.field}>
        <label htmlFor={`${id}-place`} className={styles.label}>
          {t('whereWhen.place')}
        </label>
        <select
          id={`${id}-place`}
          className={styles.select}
          value={place ? String(place.id) : ''}
          required
          disabled={loading}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(e) => pickPlace(e.target.value)}
        >
          {!place && (
            <option value="" disabled>
              {loading ? t('whereWhen.catalogLoading') : t('whereWhen.placePlaceholder')}
            </option>
          )}
          {catalog?.cities.map((city) => (
            <optgroup key={city.id} label={city.name}>
              {city.places.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-product`} className={styles.label}>
          {t('whereWhen.product')}
        </label>
        <select
          id={`${id}-product`}
          className={styles.select}
          value={product ? String(product.id) : ''}
          required
          disabled={!place}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(e) => {
            const found = place?.products.find((p) => String(p.id) === e.target.value);
            if (found) onProduct(found);
          }}
        >
          {!product && (
            <option value="" disabled>
              {t('whereWhen.productPlaceholder')}
            </option>
          )}
          {place?.products.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <p id={errorId} className={styles.error} hidden={!error}>
        {error}
      </p>
    </div>
  );
}
