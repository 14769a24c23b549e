import ca from '@parking/domain/locales/ca/errors.json' with { type: 'json' };
import en from '@parking/domain/locales/en/errors.json' with { type: 'json' };
import es from '@parking/domain/locales/es/errors.json' with { type: 'json' };
import fr from '@parking/domain/locales/fr/errors.json' with { type: 'json' };
import { ERROR_CODES } from '@parking/domain/errors/codes';
import { describe, expect, it } from 'vitest';
import { requestLang, translateError } from './errors-i18n';

describe('errors catalogues', () => {
  const catalogues = { es, ca, en, fr };

  it('have exactly the same keys in es, ca, en and fr', () => {
    const keys = Object.keys(es).sort();
    for (const cat of Object.values(catalogues)) expect(Object.keys(cat).sort()).toEqual(keys);
  });

  it('translate every error code and the standard text, with no empty entry', () => {
    for (const [lang, cat] of Object.entries(catalogues)) {
      for (const key of [...ERROR_CODES, 'standard']) expect(cat[key as keyof typeof cat], `${lang}:${key}`).toBeTruthy();
    }
    // Spec 8, standard text.
    expect(en.standard).toBe('Sorry, an unexpected error has occurred, try again later or contact customer services.');
  });

  it('keep the {{field}} placeholder in every field template', () => {
    for (const cat of Object.values(catalogues)) {
      for (const [key, text] of Object.entries(cat)) if (key.startsWith('field_')) expect(text, key).toContain('{{field}}');
    }
  });
});

describe('translateError', () => {
  it('fills placeholders', () => {
    expect(translateError('en', 'field_required', { field: 'productId' })).toBe('The field productId is required.');
    expect(translateError('fr', 'field_required', { field: 'productId' })).toBe('Le champ productId est obligatoire.');
  });
});

describe('requestLang', () => {
  it.each([
    [{ lang: 'en' }, undefined, 'en'],
    [{ lang: 'fr-CA' }, 'en', 'fr'],
    [{ lang: 'de' }, 'ca-ES', 'ca'],
    [{ lang: '@@' }, undefined, 'es'],
    [{}, 'de-DE,fr;q=0.5,en;q=0.7', 'en'],
    [{}, 'pt-BR', 'es'],
    [undefined, '', 'es'],
  ])('query %o with Accept-Language %s gives %s', (query, header, lang) => {
    expect(requestLang(query, header)).toBe(lang);
  });
});
