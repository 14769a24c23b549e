import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { changeLanguage, initI18n } from './lib/i18n';

/** Real catalogues, real i18next: tests see exactly the texts a user sees. */
export async function setupI18n(lang: 'es' | 'ca' | 'en' | 'fr' = 'es') {
  await initI18n(lang);
  await changeLanguage(lang);
}

export function renderAt(path: string, ui: ReactElement) {
  return render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
}
