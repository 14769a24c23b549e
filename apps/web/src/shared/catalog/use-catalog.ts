import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogResponse, Place, Product } from '@parking/domain/contracts/catalog';
import { ApiError, apiGet } from '../../lib/api-client';

// One request per language for the page's life: names and descriptions depend on it.
const cache = new Map<string, Promise<CatalogResponse>>();
const resolved = new Map<string, CatalogResponse>();

export function fetchCatalog(lang: string): Promise<CatalogResponse> {
  let p = cache.get(lang);
  if (!p) {
    p = apiGet<CatalogResponse>(`/api/catalog?lang=${encodeURIComponent(lang)}`).then(
      (data) => {
        resolved.set(lang, data);
        return data;
      },
      (err: unknown) => {
        // Forget failures so the next mount or language change can retry.
        cache.delete(lang);
        throw err;
      },
    );
    cache.set(lang, p);
  }
  return p;
}

/** tests only */
export function clearCatalogCache() {
  cache.clear();
  resolved.clear();
}

export interface CatalogState {
  data: CatalogResponse | undefined;
  error: ApiError | null;
  loading: boolean;
}

export function useCatalog(): CatalogState {
  const { i18n } = useTranslation();
  const lang = i18n.language || 'es';
  const [state, setState] = useState<CatalogState>(() => {
    const data = resolved.get(lang);
    return { data, error: null, loading: !data };
  });

  useEffect(() => {
    let alive = true;
    const ready = resolved.get(lang);
    if (ready) {
      setState({ data: ready, error: null, loading: false });
      return;
    }
    // Keep showing the previous language's data while the new one loads (no flash).
    setState((s) => ({ data: s.data, error: null, loading: true }));
    fetchCatalog(lang).then(
      (data) => alive && setState({ data, error: null, loading: false }),
      (err: unknown) =>
        alive &&
        setState((s) => ({
          data: s.data,
          error: err instanceof ApiError ? err : new ApiError(0, 'API_ERROR_UNKNOWN', null),
          loading: false,
        })),
    );
    return () => {
      alive = false;
    };
  }, [lang]);

  return state;
}

export function findPlace(catalog: CatalogResponse | undefined, id: number | null | undefined): Place | undefined {
  if (!catalog || id == null) return undefined;
  for (const city of catalog.cities) {
    const place = city.places.find((p) => p.id === id);
    if (place) return place;
  }
  return undefined;
}

export function findProduct(
  catalog: CatalogResponse | undefined,
  id: number | null | undefined,
): Product | undefined {
  if (!catalog || id == null) return undefined;
  for (const city of catalog.cities) {
    for (const place of city.places) {
      const product = place.products.find((p) => p.id === id);
      if (product) return product;
    }
  }
  return undefined;
}

export function findCityOfPlace(catalog: CatalogResponse | undefined, placeId: number | null | undefined) {
  if (!catalog || placeId == null) return undefined;
  return catalog.cities.find((c) => c.places.some((p) => p.id === placeId));
}
