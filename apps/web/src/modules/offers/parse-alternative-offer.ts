import type { AlternativeOffer } from '../booking/booking-store';
import { wireNumber, wireText } from '../../shared/wire-values';

// Apart from the store: the app shell loads the store on every page, this only with prices.
const num = wireNumber;
const text = wireText;

/**
 * The alternative offer inside an error's details (`details.alternative_offer`), or null when
 * there is none usable: without a product name and price there is nothing to offer.
 */
export function parseAlternativeOffer(details: unknown): AlternativeOffer | null {
  if (!details || typeof details !== 'object') return null;
  const alt = (details as Record<string, unknown>).alternative_offer;
  if (!alt || typeof alt !== 'object') return null;
  const a = alt as Record<string, unknown>;
  const p = a.alternative_product;
  if (!p || typeof p !== 'object') return null;
  const prod = p as Record<string, unknown>;
  const name = text(prod.name);
  const totalPrice = num(prod.total_price);
  if (name === null || totalPrice === null) return null;
  return {
    message: text(a.message),
    description: text(a.description),
    product: { id: num(prod.id ?? prod.productId ?? prod.id_product), name, totalPrice },
  };
}
