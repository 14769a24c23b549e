import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chooseGuest, markVisitStarted, resetStartLoginForTests, setAccountDialogOpen, setStartLoginSettled } from '../../modules/account/start-login';
import { renderAt, setupI18n } from '../../test-utils';
import { CookieBanner, cookieBannerHidden } from './cookie-banner';
import { storedCookieChoice } from './cookie-consent';

beforeAll(() => setupI18n('es'));

describe('cookieBannerHidden (spec 2: hidden on services, traveler-data, confirmation below 1000 px)', () => {
  it.each([
    ['/where-when', false, false],
    ['/products', false, false],
    ['/services', false, true],
    ['/traveler-data', false, true],
    ['/confirmation', false, true],
    ['/services', true, false],
    ['/confirmation', true, false],
  ] as const)('%s wide=%s -> hidden=%s', (path, wide, hidden) => {
    expect(cookieBannerHidden(path, wide)).toBe(hidden);
  });
});

describe('storedCookieChoice (spec 4: accept or reject; anything else = reject)', () => {
  it.each([
    [null, false, 'reject'],
    ['accept', true, 'accept'],
    ['reject', true, 'reject'],
    ['yes', true, 'reject'],
  ] as const)('stored %s -> chosen=%s %s', (stored, chosen, choice) => {
    if (stored !== null) localStorage.setItem('cookies', stored);
    expect(storedCookieChoice()).toEqual({ chosen, choice });
  });
});

describe('CookieBanner and the start\'s login dialog (issue 17.5: one at a time, the dialog first)', () => {
  beforeEach(() => resetStartLoginForTests());
  const region = () => screen.queryByRole('region', { name: 'Aviso de cookies' });

  it('a first visit on the main page: the banner waits for the dialog, hides while it is open, shows once it closed', () => {
    renderAt('/where-when', <CookieBanner />);
    expect(region()).toBeNull();
    act(() => {
      setAccountDialogOpen(true);
      setStartLoginSettled();
    });
    expect(region()).toBeNull();
    act(() => setAccountDialogOpen(false));
    expect(region()).not.toBeNull();
  });

  it('the traveller started before the dialog came (it never will): the banner shows', () => {
    renderAt('/where-when', <CookieBanner />);
    expect(region()).toBeNull();
    act(() => markVisitStarted());
    expect(region()).not.toBeNull();
  });

  it.each([
    ['a modify link opens no dialog', '/products?modify_res_token=x'],
    ['off the main page (home)', '/home'],
  ])('%s: the banner shows at once', (_t, path) => {
    renderAt(path, <CookieBanner />);
    expect(region()).not.toBeNull();
  });
});

describe('CookieBanner', () => {
  // A guest who already chose (as the browser tests start): no login dialog to wait for.
  beforeEach(() => {
    resetStartLoginForTests();
    chooseGuest();
  });
  it('is a labelled region, not a modal, until a choice is made', () => {
    renderAt('/where-when', <CookieBanner />);
    const region = screen.getByRole('region', { name: 'Aviso de cookies' });
    expect(region.getAttribute('aria-modal')).toBeNull();
    expect(screen.getByRole('button', { name: 'Aceptar cookies' })).toBeTruthy();
  });

  it('accept stores "accept" and hides the banner', async () => {
    renderAt('/where-when', <CookieBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar cookies' }));
    expect(localStorage.getItem('cookies')).toBe('accept');
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).toBeNull();
  });

  it('reject stores "reject" and hides the banner', async () => {
    renderAt('/products', <CookieBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Rechazar cookies' }));
    expect(localStorage.getItem('cookies')).toBe('reject');
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).toBeNull();
  });

  it('spec 4 "Reject ... deletes cookies"; accept keeps them', async () => {
    document.cookie = '_ga=GA1.1.123; path=/';
    document.cookie = 'tracker=1; path=/';
    renderAt('/where-when', <CookieBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar cookies' }));
    expect(document.cookie).toContain('_ga=');
    localStorage.removeItem('cookies');
    renderAt('/where-when', <CookieBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Rechazar cookies' }));
    expect(document.cookie).toBe('');
  });

  it('stays hidden once any choice is stored', () => {
    localStorage.setItem('cookies', 'something-else');
    renderAt('/where-when', <CookieBanner />);
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).toBeNull();
  });

  // Last: closing is remembered for the rest of this module's life (the visit).
  it('the close button hides it for this visit without storing a choice (issue 9.5)', async () => {
    localStorage.removeItem('cookies');
    renderAt('/where-when', <CookieBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar el aviso de cookies' }));
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).toBeNull();
    expect(localStorage.getItem('cookies')).toBeNull();
  });
});
