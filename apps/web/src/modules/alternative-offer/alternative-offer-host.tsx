import { lazy, Suspense } from 'react';
import { useBookingSelector } from '../booking/booking-store';

// The dialog and its switch logic load only when a product turns out to be sold out.
const AlternativeOfferPanel = lazy(() => import('./alternative-offer-panel'));

/** Mounted once in the app shell; shows the alternative-offer dialog while the store holds one. */
export function AlternativeOfferHost() {
  const offer = useBookingSelector((s) => s.alternativeOffer);
  if (!offer) return null;
  return (
    <Suspense fallback={null}>
      <AlternativeOfferPanel
        key={`${offer.product.id}-${offer.product.totalPrice}-${offer.message ?? ''}`}
        offer={offer}
      />
    </Suspense>
  );
}
