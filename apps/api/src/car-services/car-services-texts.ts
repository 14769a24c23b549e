import ca from '@parking/domain/locales/ca/carServices.json' with { type: 'json' };
import en from '@parking/domain/locales/en/carServices.json' with { type: 'json' };
import es from '@parking/domain/locales/es/carServices.json' with { type: 'json' };
import fr from '@parking/domain/locales/fr/carServices.json' with { type: 'json' };
import { DEFAULT_LANG, type Lang } from '@parking/domain/contracts/wire';
import { interpolate } from '../i18n/interpolate';

export type CarServicesKey = keyof typeof es;

const texts: Record<Lang, Record<string, string>> = { es, ca, en, fr };

/** A text of the carServices namespace (packages/domain/locales/<lang>/carServices.json). */
export function carServicesText(lang: Lang, key: CarServicesKey, vars: Record<string, string> = {}): string {
  return interpolate(texts[lang][key] ?? texts[DEFAULT_LANG][key] ?? key, vars);
}
