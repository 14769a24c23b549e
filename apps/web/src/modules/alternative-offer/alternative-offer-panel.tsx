import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLang } from '../../lib/i18n';
import { fetchCatalog } from '../catalog/use-catalog';
import { AlternativeOfferDialog } from './alternative-offer-dialog';
import { switchToProduct } from './switch-product';
import { bookingStore, type AlternativeOffer } from '../booking/booking-store';
import * as offerActions from '../booking/offer-actions';

/** The dialog wired to the booking: confirm switches product and recalculates, then closes. */
export default function AlternativeOfferPanel({ offer }: { offer: AlternativeOffer }) {
  const { t } = useTranslation('errors');
  const navigate = useNavigate();

  const onConfirm = async (): Promise<string | null> => {
    const productId = offer.product.id;
    if (productId === null) {
      // Without an id the products step is where another product can be chosen (spec 2 Routes).
      offerActions.closeAlternativeOffer();
      void navigate('/products');
      return null;
    }
    let catalog;
    try {
      catalog = await fetchCatalog(currentLang());
    } catch {
      return t('standard');
    }
    const result = await switchToProduct(catalog, productId);
    if (result.ok) {
      offerActions.closeAlternativeOffer();
      return null;
    }
    // Sold out again: the store already holds the next alternative, shown in place of this one.
    if (bookingStore.get().alternativeOffer !== offer) return null;
    return result.reason ?? t('standard');
  };

  return <AlternativeOfferDialog offer={offer} onConfirm={onConfirm} onCancel={offerActions.closeAlternativeOffer} />;
}
