import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../lib/i18n';
import { renderAt, setupI18n } from '../test-utils';
import { AppRoutes } from './router';

beforeAll(() => setupI18n('es'));

describe('unknown paths', () => {
  it('show the translated not-found page inside the site layout', async () => {
    renderAt('/no-such-page', <AppRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeTruthy();
    expect(screen.getByText('La página que buscas no existe o ha cambiado de dirección.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a la reserva' }).getAttribute('href')).toBe('/where-when');
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeTruthy();
    // the footer is a lazy chunk (app-shell.tsx): it may commit after the heading on a loaded machine
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
  });

  it('are translated in every language', async () => {
    await changeLanguage('fr');
    renderAt('/a/b/c', <AppRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeTruthy();
    await changeLanguage('es');
  });
});

describe('language selector', () => {
  it('switching language re-renders every text, stores it and sets <html lang>', async () => {
    renderAt('/home', <AppRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: /Aparca fácil/ })).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Idioma' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Español',
      'Català',
      'English',
      'Français',
    ]);
    await userEvent.selectOptions(select, 'en');
    expect(await screen.findByRole('heading', { level: 1, name: /Easy parking/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe(
      'https://www.example-parking.com/en/privacy-policy',
    );
    expect(localStorage.getItem('lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    await changeLanguage('es');
  });
});

describe('footer', () => {
  it('shows the app version and the translated legal links', async () => {
    renderAt('/home', <AppRoutes />);
    // lazily loaded (off the first screen's budget)
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText(`Versión ${__APP_VERSION__}`, { exact: false })).toBeTruthy();
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      'https://www.example-parking.com/es/politica-privacidad',
      'https://www.example-parking.com/es/aviso-legal',
      'https://www.example-parking.com/es/mapa-web',
      // issue 9.7: the customer-service contact (build default)
      'mailto:ayuda@example-parking.com',
    ]);
  });
});

describe('login button', () => {
  it('opens the lazily loaded login dialog, with a way out for guests', async () => {
    renderAt('/home', <AppRoutes />);
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inicia sesión' });
    expect(within(dialog).getByRole('tab', { name: 'Particulares', selected: true })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'Agencias' })).toBeTruthy();
    // Spec 2: it cannot be closed (no close button); opened by the user, the footer cancels.
    expect(within(dialog).queryByRole('button', { name: 'Cerrar' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
