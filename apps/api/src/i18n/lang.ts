import { DEFAULT_LANG, type Lang, primaryLang } from '@parking/domain/contracts/wire';

/** A stored or sent language code as one of ours (`fr-CH` -> fr), else the default (es). */
export function langOrDefault(code: string | null | undefined): Lang {
  return primaryLang(code) ?? DEFAULT_LANG;
}
