import type { AvailableExtra, OfferExtra } from '@parking/domain/contracts/offer';
import type { Lang } from '@parking/domain/contracts/wire';
import { stayAvailabilityLabel, minFreeOverStay } from '@parking/domain/pricing/availability';
import { centsToEuros } from '@parking/domain/money/money';
import { DomainError } from '@parking/domain/errors/codes';
import type { PriceBlockInput } from '@parking/domain/pricing/price-block';
import { type CachedExtra, type ExtrasCache, type OfferedExtra, textIn } from '../extras/extras-cache';
import { type CapacityRow, daysOf } from '../availability/availability-repository';
import { extraHeldDays } from '@parking/domain/time/stay-days';
import { translateError } from '../i18n/errors-i18n';

export function wireExtra(extra: CachedExtra, lang: Lang): OfferExtra {
  return {
    id: extra.id,
    name: textIn(extra.names, lang),
    description: textIn(extra.descriptions, lang),
    type: extra.type,
    service_type: extra.serviceType,
    price: centsToEuros(extra.priceCents),
    base: centsToEuros(extra.baseCents),
    image_gallery: extra.imageGallery,
  };
}

/** Free places of an extra over the days it would hold, and its label. */
export function extraAvailability(o: OfferedExtra, productId: number, rows: CapacityRow[], stay: string[]) {
  const days = daysOf(rows, productId, o.extra.id, extraHeldDays(o.extra.type, stay), o.defaultCapacity);
  return { free: minFreeOverStay(days), label: stayAvailabilityLabel(days, true) };
}

export function availableExtras(
  extras: ExtrasCache,
  productId: number,
  rows: CapacityRow[],
  stay: string[],
  lang: Lang,
): AvailableExtra[] {
  return extras.forProduct(productId).map((o) => {
    const a = extraAvailability(o, productId, rows, stay);
    return { ...wireExtra(o.extra, lang), availability: a.label, free: a.free };
  });
}

type ExtraField = 'id_wash_extra' | 'id_space_extra';

/**
 * The extra a request names in `field`, checked: it must exist, be offered by the product
 * and be of the field's kind (a wash in id_wash_extra; the space option or the double space
 * in id_space_extra). Anything else is a 400 naming the field.
 */
export function chosenExtra(
  extras: ExtrasCache,
  productId: number,
  field: ExtraField,
  id: number | null | undefined,
  lang: Lang,
): OfferedExtra | null {
  if (id === null || id === undefined) return null;
  const offered = extras.offered(productId, id);
  const kindOk = offered && (field === 'id_wash_extra' ? offered.extra.type === 'wash' : offered.extra.type !== 'wash');
  if (!offered || !kindOk) {
    throw new DomainError('API_ERROR_VALIDATION', [
      { field, code: 'unknown_extra', value: id, reason: translateError(lang, 'extra_not_offered') },
    ]);
  }
  return offered;
}

export function priceBlockExtra(o: OfferedExtra): PriceBlockInput['extras'][number] {
  return { id: o.extra.id, kind: o.extra.type, priceCents: o.extra.priceCents };
}
