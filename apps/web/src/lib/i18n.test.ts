import { beforeAll, describe, expect, it } from 'vitest';
import i18n, { changeLanguage, detectLanguage, initI18n, LANG_STORAGE_KEY } from './i18n';

describe('detectLanguage (spec 1: storage, then the browser, then es; primary part only)', () => {
  it.each([
    ['stored language wins over the browser', 'fr', ['en-GB', 'ca'], 'fr'],
    ['stored regional code keeps only its primary part', 'ca-ES', ['en'], 'ca'],
    ['no stored language: first supported browser language', null, ['de-DE', 'en-US', 'fr'], 'en'],
    ['browser regional code keeps only its primary part', null, ['fr-CA'], 'fr'],
    ['unsupported stored language falls through to the browser', 'de', ['ca-ES'], 'ca'],
    ['malformed stored value falls through to the browser', '???', ['en'], 'en'],
    ['nothing supported: es', null, ['de', 'it-IT'], 'es'],
    ['nothing at all: es', null, [], 'es'],
  ] as const)('%s', (_rule, stored, browser, expected) => {
    expect(detectLanguage(stored, browser)).toBe(expected);
  });
});

describe('initI18n and changeLanguage', () => {
  beforeAll(async () => {
    localStorage.setItem(LANG_STORAGE_KEY, 'ca-ES');
    await initI18n();
  });

  it('starts in the stored language, primary part only, and sets <html lang>', () => {
    expect(i18n.language).toBe('ca');
    expect(document.documentElement.lang).toBe('ca');
    expect(i18n.t('app:steps.products')).toBe('Productes');
  });

  it('switching loads the new catalogues, stores the choice and sets <html lang>', async () => {
    await changeLanguage('en-GB');
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('app:steps.products')).toBe('Products');
    await changeLanguage('fr');
    expect(i18n.t('app:notFound.title')).toBe('Page introuvable');
  });

  it('an unsupported code switches to es', async () => {
    await changeLanguage('de');
    expect(i18n.language).toBe('es');
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe('es');
  });
});
