import { type ReactNode, useId } from 'react';
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

  const select = (name: 'place' | 'product', value: string, disabled: boolean, placeholder: string | null, onChange: (value: string) => void, options: ReactNode) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`} className={styles.label}>
        {t(`whereWhen.${name}`)}
      </label>
      <select
        id={`${id}-${name}`}
        className={styles.select}
        value={value}
        required
        disabled={disabled}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
      >
        {placeholder !== null && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options}
      </select>
    </div>
  );

  return (
    <div className={styles.pair}>
      {select(
        'place',
        place ? String(place.id) : '',
        loading,
        place ? null : loading ? t('whereWhen.catalogLoading') : t('whereWhen.placePlaceholder'),
        pickPlace,
        catalog?.cities.map((city) => (
          <optgroup key={city.id} label={city.name}>
            {city.places.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </optgroup>
        )),
      )}
      {select(
        'product',
        product ? String(product.id) : '',
        !place,
        product ? null : t('whereWhen.productPlaceholder'),
        (value) => {
          const found = place?.products.find((p) => String(p.id) === value);
          if (found) onProduct(found);
        },
        place?.products.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        )),
      )}
      <p id={errorId} className={styles.error} hidden={!error}>
        {error}
      </p>
    </div>
  );
}
