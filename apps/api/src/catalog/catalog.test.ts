import { type CatalogResponse, PRODUCT_IDS, type Product } from '@parking/domain/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { backends, useApp } from '../test/build';

function products(cat: CatalogResponse): Product[] {
  return cat.cities.flatMap((c) => c.places.flatMap((p) => p.products));
}

function product(cat: CatalogResponse, id: number): Product {
  const found = products(cat).find((p) => p.id === id);
  if (!found) throw new Error(`product ${id} missing`);
  return found;
}

describe.each(backends)('GET /api/catalog on %s', (backend) => {
  const h = useApp(backend);
  const get = (query: string, headers: Record<string, string> = {}) =>
    h.app.inject({ method: 'GET', url: `/api/catalog${query}`, headers });

  it('answers in each of the four languages with different names (spec 3: localised names)', async () => {
    const names: Record<string, string> = {};
    for (const lang of ['es', 'ca', 'en', 'fr']) {
      const res = await get(`?lang=${lang}`);
      expect(res.statusCode).toBe(200);
      const cat = res.json<CatalogResponse>();
      expect(cat.lang).toBe(lang);
      names[lang] = product(cat, PRODUCT_IDS.expressPrat).name;
      expect(product(cat, PRODUCT_IDS.puerto).warning_before_buy?.body).toMatch(/30/);
    }
    expect(new Set(Object.values(names)).size).toBe(4);
    expect(names.en).toBe('Express Parking Barcelona Airport');
    expect(names.es).toBe('Parking Express Aeropuerto de Barcelona');
  });

  it('has the cities Barcelona and Madrid with their places (issue 2, seed)', async () => {
    const cat = (await get('?lang=fr')).json<CatalogResponse>();
    expect(cat.cities.map((c) => c.name)).toEqual(['Barcelone', 'Madrid']);
    const types = cat.cities.flatMap((c) => c.places.map((p) => p.type)).sort();
    expect(types).toEqual(['airport', 'airport', 'port', 'station', 'station', 'urban']);
    for (const city of cat.cities) for (const place of city.places) expect(place.cityId).toBe(city.id);
  });

  it('falls back to Spanish for a well-formed unknown language (de)', async () => {
    const [de, es] = await Promise.all([get('?lang=de'), get('?lang=es')]);
    expect(de.statusCode).toBe(200);
    expect(de.json().lang).toBe('es');
    expect(de.body).toBe(es.body);
  });

  it('uses only the primary part of a regional code (en-GB -> en, fr_CA -> fr)', async () => {
    expect((await get('?lang=en-GB')).json().lang).toBe('en');
    expect((await get('?lang=fr_CA')).json().lang).toBe('fr');
    expect((await get('?lang=CA')).json().lang).toBe('ca');
  });

  it('follows Accept-Language when there is no ?lang, else Spanish', async () => {
    expect((await get('', { 'accept-language': 'de-DE, ca;q=0.9, en;q=0.8' })).json().lang).toBe('ca');
    expect((await get('')).json().lang).toBe('es');
  });

  it.each([
    ['@@', '%40%40', 'The field lang must be a language code such as en or en-GB.'],
    ['digits', '12', 'The field lang must be a language code such as en or en-GB.'],
    ['over-long', 'en-abcdefgh-abcdefgh', 'The field lang is too long.'],
  ])('refuses a malformed lang (%s) with a 400 naming the field', async (_label, value, reason) => {
    const res = await get(`?lang=${value}`, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('API_ERROR_VALIDATION');
    expect(body.reason).toBe(reason);
    expect(body.details[0].field).toBe('lang');
  });

  it('words the 400 in the language of Accept-Language when ?lang itself is bad', async () => {
    const res = await get('?lang=%40%40', { 'accept-language': 'fr-FR' });
    expect(res.statusCode).toBe(400);
    expect(res.json().reason).toBe('Le champ lang doit être un code de langue comme fr ou en-GB.');
    expect((await get('?lang=%40%40')).json().reason).toBe('El campo lang debe ser un código de idioma como es o en-GB.');
  });

  it('lists every product of the spec with terminals and opening hours (spec 3 identifiers)', async () => {
    const cat = (await get('?lang=en')).json<CatalogResponse>();
    const ids = products(cat).map((p) => p.id).sort((a, b) => a - b);
    expect(ids).toEqual([2, 3, 4, 5, 6, 12, 13]);
    const kinds = Object.fromEntries(products(cat).map((p) => [p.id, p.service]));
    expect(kinds).toEqual({ 4: 'express', 2: 'premium', 3: 'port', 5: 'standard', 6: 'standard', 12: 'premium', 13: 'urban' });
    for (const p of products(cat)) {
      expect(p.terminals.length).toBeGreaterThan(0);
      for (const t of p.terminals) {
        expect(t.common_terminal_id).toBeGreaterThan(0);
        expect(t.name_short).not.toBe('');
      }
      expect([2, 3]).toContain(p.openingHours.type);
      expect(p.name).not.toBe('');
      expect(p.description).not.toBe('');
      expect(p.long_description).not.toBe('');
      expect(p.location.latitude).toBeGreaterThan(35);
      expect(p.idLot).toBeGreaterThan(0);
    }
    expect(product(cat, 4).terminals.map((t) => t.name_short)).toEqual(['T1', 'T2']);
    expect(product(cat, 12).terminals.map((t) => t.name_short)).toEqual(['T1', 'T2', 'T3', 'T4']);
    expect(product(cat, 4).openingHours).toEqual({ type: 2, open: '00:00', close: '23:45' });
    expect(product(cat, 4).flight_required).toBe(true);
    expect(product(cat, 5).flight_required).toBe(false);
    expect(product(cat, 4).location.city).toBe('Barcelona');
    expect(product(cat, 12).location.city).toBe('Madrid');
  });

  it('gives the port product type 3 hours with the ship check-in times (spec 9)', async () => {
    const port = product((await get('?lang=es')).json<CatalogResponse>(), PRODUCT_IDS.puerto);
    expect(port.openingHours.type).toBe(3);
    expect(port.specific_checkin_hours).toBe('8:00,9:15,10:30,12:30');
    expect(port.specific_checkout_hours).toMatch(/^\d{1,2}:\d{2}(,\d{1,2}:\d{2})*$/);
    expect(port.terminals.map((t) => t.name_short)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('carries the check-in warnings of the spec (shuttle 5 minutes, 5.5 m July-September)', async () => {
    const cat = (await get('?lang=en')).json<CatalogResponse>();
    expect(product(cat, PRODUCT_IDS.expressPrat).warning_before_buy?.body).toContain('5 minutes');
    expect(product(cat, PRODUCT_IDS.premiumBarajas).warning_before_buy?.body).toMatch(/July.*September.*5\.5 m/);
    expect(product(cat, PRODUCT_IDS.premiumPrat).warning_before_buy?.name).toBe('Meet at the terminal');
    expect(product(cat, PRODUCT_IDS.sants).warning_before_buy).toBeNull();
  });

  it('has the static terminal list: eight airport and station entries plus Mas Blau', async () => {
    const cat = (await get('?lang=es')).json<CatalogResponse>();
    expect(cat.terminals).toHaveLength(9);
    expect(cat.terminals.filter((t) => /Mas Blau/.test(t.name))).toHaveLength(1);
    const byProduct = new Map(products(cat).map((p) => [p.id, p]));
    for (const t of cat.terminals) {
      const p = byProduct.get(t.idProduct);
      expect(p, t.name).toBeDefined();
      expect(p?.terminals.map((x) => x.id)).toContain(t.idTerminal);
      expect(t.terminals).toContain(t.idTerminal);
      expect(p?.placeId).toBe(t.placeId);
    }
  });

  it('is cacheable and revalidates with its ETag', async () => {
    const first = await get('?lang=ca');
    expect(first.headers['cache-control']).toContain('max-age=');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get('?lang=ca', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves from memory and reloads on invalidate()', async () => {
    const before = (await get('?lang=es')).body;
    await h.app.catalog.invalidate();
    expect((await get('?lang=es')).body).toBe(before);
  });
});
