import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { Product } from '@parking/domain/contracts/catalog';
import type { CalculatePriceRequest, CalculatePriceResponse } from '@parking/domain/contracts/offer';
import { catalogFixture } from '../../modules/catalog/catalog-fixture';
import { makeOffer } from '../../modules/summary/offer-fixture';
import { serverCache } from '../../shared/server-cache';
import { clearOfferCache, offerKey } from '../../modules/offers/use-offer';
import { setupI18n } from '../../test-utils';
import i18next from '../../lib/i18n';
import { ProductCard } from './product-card';
import { gridColumns } from './product-grid';
import ship from './illustrations/ship.svg';

/*
 * The card renders the offer it is given (the browser test product-cards.spec.ts checks the
 * figures equal the real server's). The offer enters through the real server cache, as if the
 * server had answered it: the card never computes an amount itself.
 */
const products = catalogFixture.cities.flatMap((c) => c.places.flatMap((p) => p.products));
const byService = (service: Product['service']): Product => {
  const p = products.find((x) => x.service === service);
  if (!p) throw new Error(`fixture has no ${service} product`);
  return p;
};

const request = (product: Product): CalculatePriceRequest => ({
  startDate: '2026-12-01 10:00:00',
  endDate: '2026-12-04 10:00:00',
  productId: product.id,
});

async function primeOffer(product: Product, offer: Partial<ReturnType<typeof makeOffer>>) {
  const response = { offer: makeOffer({ productId: product.id, ...offer }), extras: [], car_services: [], availability: {} } as CalculatePriceResponse;
  await serverCache.fetch(offerKey(request(product), i18next.language), async () => response);
}

function renderCard(product: Product, preselected = false, blocked = false, onChoose: () => void = () => undefined) {
  render(
    <ul>
      <ProductCard product={product} request={request(product)} preselected={preselected} onChoose={onChoose} blocked={blocked} />
    </ul>,
  );
  return screen.getByRole('article', { name: product.name });
}

describe('ProductCard (issue 9.4 "Products that sell")', () => {
  beforeAll(() => setupI18n('es'));
  afterEach(() => {
    cleanup();
    clearOfferCache();
  });

  it('shows the total and the server’s price per day, the transfer, what is included and free cancellation', async () => {
    const express = byService('express');
    await primeOffer(express, { price: 23.95, days: 3, price_per_day: 7.98 });
    const card = renderCard(express);
    expect(await within(card).findByText('23,95 €')).toBeTruthy();
    expect(within(card).getByText('total por 3 días')).toBeTruthy();
    // The server's figure, not 23.95 / 3 worked out here (7,98 either way: see the next test).
    expect(within(card).getByText('7,98 € al día')).toBeTruthy();
    expect(card.textContent).toContain('lanzadera gratuita, 5 minutos hasta la terminal');
    const included = within(card).getByRole('list', { name: 'Incluye' });
    expect(within(included).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Parking vigilado',
      'Lanzadera de ida y vuelta para ti y tus acompañantes',
    ]);
    expect(within(card).getByRole('heading', { level: 3, name: 'Cancelación gratuita' })).toBeTruthy();
    // Issue 17.1: the terms in words with the date free cancellation ends (24 h before the drop-off of 2026-12-01 10:00).
    expect(card.textContent).toContain('Cancelación gratuita hasta el 30/11/2026 10:00.');
    expect(within(card).getByRole('button', { name: `Elegir ${express.name}` })).toBeTruthy();
  });

  it('shows the per-day figure the server sent, and none when the offer carries none', async () => {
    const express = byService('express');
    await primeOffer(express, { price: 30, days: 3, price_per_day: 12.34 });
    const card = renderCard(express);
    expect(await within(card).findByText('12,34 € al día')).toBeTruthy();
    cleanup();
    clearOfferCache();
    await primeOffer(express, { price: 30, days: 3, price_per_day: undefined });
    const bare = renderCard(express);
    expect(await within(bare).findByText('30,00 €')).toBeTruthy();
    expect(within(bare).queryByText(/al día/)).toBeNull();
  });

  it('the port card says 30 minutes by minibus and shows a decorative illustration with its size set', async () => {
    const port = byService('port');
    await primeOffer(port, { price: 40, days: 2, price_per_day: 20 });
    const card = renderCard(port);
    expect(await within(card).findByText('20,00 € al día')).toBeTruthy();
    expect(card.textContent).toContain('cuenta 30 minutos después de aparcar');
    const img = card.querySelector('img');
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('width')).toBe('320');
    expect(img?.getAttribute('height')).toBe('140');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('src')).toBe(ship);
    // Decorative: not in the accessibility tree.
    expect(within(card).queryByRole('img')).toBeNull();
  });

  it('premium says delivery and pick-up at the terminal in the glossary’s words', async () => {
    const premium = byService('premium');
    await primeOffer(premium, { price: 50, days: 1, price_per_day: 50 });
    const card = renderCard(premium, true);
    expect(await within(card).findByText('50,00 € al día')).toBeTruthy();
    expect(card.textContent).toContain('entrega y recogida en la terminal, sin lanzadera');
    expect(card.textContent).toContain('Tu elección');
  });

  it.each(['ca', 'en', 'fr'] as const)('reads in %s with the per-day figure', async (lang) => {
    await setupI18n(lang);
    try {
      const express = byService('express');
      await primeOffer(express, { price: 23.95, days: 3, price_per_day: 7.98 });
      const card = renderCard(express);
      const perDay = i18next.t('offer:card.perDay', { price: lang === 'en' ? '€7.98' : '7,98 €' });
      expect(await within(card).findByText(perDay.replace(/\u00a0/g, ' '), { normalizer: (s) => s.replace(/\u00a0/g, ' ') })).toBeTruthy();
      expect(card.textContent).toContain(i18next.t('offer:card.transfer.shuttle', { minutes: 5 }));
    } finally {
      await setupI18n('es');
    }
  });
});

describe('gridColumns (issue 9.4 "no empty grid column at 1280 px")', () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 2],
    [6, 3],
  ])('%i products: %i columns', (count, columns) => {
    expect(gridColumns(count)).toBe(columns);
  });

  it("spec 6: a product the client's company blocks says so and cannot be chosen", async () => {
    const premium = byService('premium');
    await primeOffer(premium, { price: 50, days: 1, price_per_day: 50 });
    let chosen = 0;
    const card = renderCard(premium, false, true, () => (chosen += 1));
    expect(await within(card).findByText('50,00 €')).toBeTruthy();
    expect(within(card).getByText('Bloqueado por tu empresa')).toBeTruthy();
    const choose = within(card).getByRole('button', { name: `Elegir ${premium.name}` });
    expect(choose).toHaveProperty('disabled', true);
    expect(choose.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(choose.getAttribute('aria-describedby')!)?.textContent).toContain('Tu empresa no permite reservar este producto.');
    choose.click();
    expect(chosen).toBe(0);
  });
});
