import ca from '@parking/domain/locales/ca/validation.json' with { type: 'json' };
import en from '@parking/domain/locales/en/validation.json' with { type: 'json' };
import es from '@parking/domain/locales/es/validation.json' with { type: 'json' };
import fr from '@parking/domain/locales/fr/validation.json' with { type: 'json' };
import { DEFAULT_LANG, type Lang } from '@parking/domain/contracts/wire';
import type { ValidationMessage } from '@parking/domain/validation/messages';
import { interpolate } from './interpolate';

const catalogues: Record<Lang, Record<string, string>> = { es, ca, en, fr };

/**
 * The words a browser form shows for a validation message (`t('validation:<key>', values)`),
 * from the same `validation` catalogue, so a field the server refuses reads exactly as the
 * form would have said it.
 */
export function translateValidation(lang: Lang, { key, values = {} }: ValidationMessage): string {
  const template = catalogues[lang][key] ?? catalogues[DEFAULT_LANG][key] ?? catalogues[DEFAULT_LANG].invalid_value!;
  return interpolate(template, values);
}
