/**
 * `useTranslation` and `initReactI18next` over i18n-lite (decision 0029): the component
 * re-renders when the language changes, and its `t` keeps its identity until then (effects
 * that list `t` as a dependency do not re-run on every render).
 */
import { useMemo, useSyncExternalStore } from 'react';
import i18next, { type I18nLite, type TFunction } from './i18next';

export const initReactI18next = { type: '3rdParty' as const, init() {} };

function subscribe(onChange: () => void) {
  const listener = () => onChange();
  i18next.on('languageChanged', listener);
  return () => {
    i18next.off('languageChanged', listener);
  };
}

const currentLanguage = () => i18next.language;

export interface UseTranslationResponse {
  t: TFunction;
  i18n: I18nLite;
  ready: boolean;
}

export function useTranslation(ns?: string | readonly string[], options?: { keyPrefix?: string }): UseTranslationResponse {
  const lng = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  const nsKey = ns === undefined ? '' : typeof ns === 'string' ? ns : ns.join('|');
  const keyPrefix = options?.keyPrefix;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- nsKey stands for ns (a new array each render)
  const t = useMemo(() => i18next.getFixedT(lng, ns ?? null, keyPrefix), [lng, nsKey, keyPrefix]);
  return { t, i18n: i18next, ready: i18next.isInitialized };
}
