import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CalculatePriceRequest } from '@parking/domain/contracts/offer';
import { initI18n } from '../../lib/i18n';
import { offerKey, useOffer } from './use-offer';

/*
 * Pure parts only. The hook's network behaviour (a newer request aborting a stale one, the
 * answer cache, the pending counter) runs against the real server in the Playwright suite:
 * web tests never fake our own api.
 */
const req = (productId: number): CalculatePriceRequest => ({
  startDate: '2026-12-01 09:30:00',
  endDate: '2026-12-04 18:00:00',
  productId,
  step: 'products',
});

function Probe({ request }: { request: CalculatePriceRequest | null }) {
  const { data, error, loading } = useOffer(request);
  return <p>{loading ? 'loading' : error ? `error ${error.code}` : data ? 'data' : 'idle'}</p>;
}

beforeAll(async () => {
  await initI18n('en');
});

describe('offerKey', () => {
  it('ignores property order and undefined fields, and includes the language', () => {
    const a = { ...req(4), in_terminal: undefined };
    const b = { step: 'products', productId: 4, endDate: a.endDate, startDate: a.startDate };
    expect(offerKey(a, 'en')).toBe(offerKey(b, 'en'));
    expect(offerKey(a, 'en')).not.toBe(offerKey(a, 'es'));
  });

  it('differs when any priced field differs', () => {
    expect(offerKey(req(4), 'en')).not.toBe(offerKey(req(2), 'en'));
    expect(offerKey({ ...req(4), id_wash_extra: 1 }, 'en')).not.toBe(offerKey(req(4), 'en'));
  });
});

describe('useOffer', () => {
  it('null asks nothing and is idle', () => {
    render(<Probe request={null} />);
    expect(screen.getByText('idle')).toBeTruthy();
  });
});
