import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import type { Product } from '@parking/domain/contracts/catalog';
import type { CalculatePriceResponse } from '@parking/domain/contracts/offer';
import { screenResolutionClass } from '@parking/domain/booking/screen-resolution';
import { formatDisplayDateTime, parseWireDate } from '@parking/domain/time/madrid';
import { useErrorBanner } from '../../modules/booking/error-banner';
import { useBooking } from '../../modules/booking/booking-store';
import { findPlace, findProduct, useCatalog } from '../../modules/catalog/use-catalog';
import { Spinner } from '../../components/spinner';
import { chooseProduct, productOfferRequest } from '../../modules/booking/choose-product';
import { isProductBlocked } from '@parking/domain/business/company-rules';
import { useBusinessContext } from '../../modules/account/me';
import { ProductCard } from './product-card';
import { gridColumns } from './product-grid';
import styles from './products.module.css';

/**
 * The page's head: title and the stay (place, entry, exit). The prerendered products page
 * (scripts/prerender.mjs, decision 0038) renders it before the catalogue and the visitor's dates
 * are known (place '', dates null): each box keeps the size it will have (one line for the
 * place, the fixed-width 'DD/MM/YYYY HH:mm' for a date), so nothing moves when the app fills
 * them in. `placeName` null: no place line (the catalogue does not know it).
 */
export function ProductsHead({ placeName, start, end }: { placeName: string | null; start: string | null; end: string | null }) {
  const { t } = useTranslation('booking');
  const blank = (text: string | null, sample: string) =>
    text || (
      <span aria-hidden="true" style={{ visibility: 'hidden' }}>
        {sample}
      </span>
    );
  return (
    <>
      <h1 className={styles.title}>{t('products.title')}</h1>
      <section className={styles.stay} aria-labelledby="products-stay">
        <h2 id="products-stay" className="sr-only">
          {t('products.stay')}
        </h2>
        {placeName !== null ? <p className={styles.place}>{blank(placeName, '\u00a0')}</p> : null}
        <dl className={styles.dates}>
          <div>
            <dt>{t('products.entry')}</dt>
            <dd>{blank(start, '00/00/0000 00:00')}</dd>
          </div>
          <div>
            <dt>{t('products.exit')}</dt>
            <dd>{blank(end, '00/00/0000 00:00')}</dd>
          </div>
        </dl>
        <Link to="/where-when" className={styles.change}>
          {t('products.changeDates')}
        </Link>
      </section>
    </>
  );
}

/** What the cards below are for: comparing them, or the product type asked for on where-when. */
export function ProductsIntro({ chosenName }: { chosenName: string | null }) {
  const { t: tc } = useTranslation('offer', { keyPrefix: 'card' });
  return <p className={styles.intro}>{chosenName !== null ? tc('intro.chosen', { name: chosenName }) : tc('intro.compare')}</p>;
}

/** Second step (spec 2): the place's products with the server's price for the chosen stay. */
export default function ProductsPage() {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const booking = useBooking();
  // Spec 6: what the client's company blocks (business mode) is marked and cannot be chosen.
  const business = useBusinessContext();
  const { data: catalog, error } = useCatalog();
  // The entry shows a failed catalogue in the page's error banner (spec 8): say it once.
  const { error: banner } = useErrorBanner();
  // Read once: resizing the window must not re-price every product.
  const screenResolution = useMemo(() => screenResolutionClass(window.innerWidth), []);

  const start = booking.startDate ? parseWireDate(booking.startDate) : null;
  const end = booking.endDate ? parseWireDate(booking.endDate) : null;
  if (!start || !end || (booking.placeId === null && booking.productId === null)) {
    return <Navigate to="/where-when" replace />;
  }
  const place = findPlace(catalog, booking.placeId ?? findProduct(catalog, booking.productId)?.placeId);
  // Where-when asked for the product type: say so in words, not only with the card's mark.
  const chosen = place?.products.find((p) => p.id === booking.productId);

  const choose = (product: Product, response: CalculatePriceResponse) => {
    navigate(chooseProduct(product, response, catalog));
  };

  return (
    <div className={styles.page}>
      <ProductsHead placeName={place?.name ?? null} start={formatDisplayDateTime(start)} end={formatDisplayDateTime(end)} />

      {error && !catalog && !banner && (
        <p role="alert" className={styles.unavailable}>
          {error.reason ?? t('errors:standard')}
        </p>
      )}
      {!catalog && !error && <Spinner label={t('products.loading')} size="large" />}
      {catalog && !place && <p>{t('products.noPlace')}</p>}
      {place && <ProductsIntro chosenName={chosen?.name ?? null} />}
      {place && (
        <ul className={styles.list} data-columns={gridColumns(place.products.length)}>
          {place.products.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              preselected={product.id === booking.productId}
              request={productOfferRequest({
                product,
                startDate: booking.startDate as string,
                endDate: booking.endDate as string,
                trip: booking.trip,
                formVersion: booking.formVersion,
                screenResolution,
              })}
              onChoose={choose}
              blocked={isProductBlocked(product.service, business)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
