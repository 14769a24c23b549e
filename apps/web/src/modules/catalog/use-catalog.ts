import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogResponse, Place, Product } from '@parking/domain/contracts/catalog';
import { findPlaceEntry, findProductEntry } from '@parking/domain/catalog/catalog';
import { ApiError, apiGet } from '../../lib/api-client';
import { serverCache, useServerQuery } from '../../shared/server-cache';

const catalogKey = (lang: string) => `catalog|${lang}`;
const catalogFetcher = (lang: string) => (signal: AbortSignal) =>
  apiGet<CatalogResponse>(`/api/catalog?lang=${encodeURIComponent(lang)}`, { signal });

/** One request per language for the page's life (names and descriptions depend on it). */
export function fetchCatalog(lang: string): Promise<CatalogResponse> {
  return serverCache.fetch(catalogKey(lang), catalogFetcher(lang));
}

/** tests only */
export function clearCatalogCache() {
  serverCache.invalidate('catalog|');
}

export interface CatalogState {
  data: CatalogResponse | undefined;
  error: ApiError | null;
  loading: boolean;
}

export function useCatalog(): CatalogState {
  const { i18n } = useTranslation();
  const lang = i18n.language || 'es';
  const q = useServerQuery(catalogKey(lang), catalogFetcher(lang));
  // Keep showing the previous language's data while the new one loads (no flash).
  const last = useRef<CatalogResponse | undefined>(undefined);
  if (q.data) last.current = q.data;
  const error = q.error ? (q.error instanceof ApiError ? q.error : new ApiError(0, 'API_ERROR_UNKNOWN', null)) : null;
  return { data: q.data ?? last.current, error, loading: q.loading };
}

export function findPlace(catalog: CatalogResponse | undefined, id: number | null | undefined): Place | undefined {
  return findPlaceEntry(catalog, id)?.place;
}

export function findProduct(catalog: CatalogResponse | undefined, id: number | null | undefined): Product | undefined {
  return findProductEntry(catalog, id)?.product;
}

export function findCityOfPlace(catalog: CatalogResponse | undefined, placeId: number | null | undefined) {
  return findPlaceEntry(catalog, placeId)?.city;
}
