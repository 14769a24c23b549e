import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupI18n } from '../../test-utils';
import { closeAccountDialog, GUEST_CHOICE_KEY, GUEST_CHOICE_TTL_MS, guestChosen, openAccountDialog, useAccountDialog } from '../../modules/account/account-dialog';
import { AuthDialog } from './account-dialogs';
import { isAuthToken } from './auth-actions';
import { newestFirst } from './my-reservations-page';
import ResetPasswordPage from './reset-password-page';
import { isAppleDevice, offeredProviders } from './social';

beforeAll(async () => {
  await setupI18n('es');
});

beforeEach(() => {
  closeAccountDialog();
});

/** The dialog as the header hosts it: open while the store says so. */
function Host() {
  const d = useAccountDialog();
  return d && d.view !== 'user-mode' ? <AuthDialog initial={d.view} reason={d.reason} /> : null;
}

function openLogin(reason: 'start' | 'user' | 'expired' = 'start') {
  render(
    <MemoryRouter>
      <Host />
    </MemoryRouter>,
  );
  act(() => openAccountDialog('login', reason));
  return screen.getByRole('dialog', { name: 'Inicia sesión' });
}

const leave = (el: HTMLElement, value: string) => {
  fireEvent.change(el, { target: { value } });
  fireEvent.blur(el);
};

describe('login dialog (spec 2 Dialogs, spec 5 Login)', () => {
  it('has two tabs, no close button, and a footer way out that remembers the guest at start', async () => {
    const dialog = openLogin('start');
    expect(within(dialog).getByRole('tab', { name: 'Particulares', selected: true })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'Agencias', selected: false })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Cerrar' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar sin registrarme' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(guestChosen()).toBe(true);
  });

  it('opened by the user, the footer says Cancel and stores no guest choice', async () => {
    const dialog = openLogin('user');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(GUEST_CHOICE_KEY)).toBeNull();
  });

  it('after a 401 it says the session expired', () => {
    const dialog = openLogin('expired');
    expect(within(dialog).getByText(/Tu sesión ha caducado/)).toBeTruthy();
  });

  it('individual: e-mail required and valid, password required (messages from the validation catalogue)', async () => {
    const dialog = openLogin();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Iniciar sesión' }));
    expect(within(dialog).getAllByText('Este campo es obligatorio')).toHaveLength(2);
    leave(within(dialog).getByRole('textbox', { name: 'Correo electrónico' }), 'ana@');
    expect(within(dialog).getByText('Introduce un correo electrónico válido')).toBeTruthy();
    leave(within(dialog).getByRole('textbox', { name: 'Correo electrónico' }), 'ana@example.com');
    leave(within(dialog).getByLabelText(/^Contraseña/), 'x');
    expect(within(dialog).queryByText('Este campo es obligatorio')).toBeNull();
    expect(within(dialog).queryByText('Introduce un correo electrónico válido')).toBeNull();
  });

  it('agencies: arrow keys change tab; alias and password required', async () => {
    const dialog = openLogin();
    const individual = within(dialog).getByRole('tab', { name: 'Particulares' });
    individual.focus();
    await userEvent.keyboard('{ArrowRight}');
    const agencies = within(dialog).getByRole('tab', { name: 'Agencias' });
    expect(agencies.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(agencies);
    const panel = within(dialog).getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(agencies.id);
    await userEvent.click(within(panel).getByRole('button', { name: 'Iniciar sesión' }));
    expect(within(panel).getAllByText('Este campo es obligatorio')).toHaveLength(2);
    expect(within(panel).getByRole('textbox', { name: 'Alias de la agencia' })).toBeTruthy();
  });
});

describe('sign-up dialog (spec 5 Sign-up)', () => {
  async function openSignUp() {
    const dialog = openLogin();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Regístrate' }));
    return screen.getByRole('dialog', { name: 'Crea tu cuenta' });
  }

  it('name and surname at most 150, e-mail valid, password at least 8; submit disabled until valid and privacy ticked', async () => {
    const dialog = await openSignUp();
    const submit = within(dialog).getByRole('button', { name: 'Crear mi cuenta' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    const name = within(dialog).getByRole('textbox', { name: 'Nombre' });
    // maxLength stops typing in the browser; a pasted value past it is still refused by the schema.
    leave(name, 'a'.repeat(151));
    expect(within(dialog).getByText('Introduce como máximo 150 caracteres')).toBeTruthy();
    leave(name, 'Marta');
    leave(within(dialog).getByRole('textbox', { name: 'Apellidos' }), 'Puig');
    leave(within(dialog).getByRole('textbox', { name: 'Correo electrónico' }), 'marta@example.com');
    const password = within(dialog).getByLabelText(/^Contraseña/);
    leave(password, 'corta');
    expect(within(dialog).getByText('Introduce al menos 8 caracteres')).toBeTruthy();
    leave(password, 'bastante-larga');
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    const privacy = within(dialog).getByRole('checkbox', { name: /política de privacidad/ });
    await userEvent.click(privacy);
    await userEvent.click(privacy);
    expect(within(dialog).getByText('Tienes que aceptar la política de privacidad')).toBeTruthy();
    await userEvent.click(privacy);
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    // Promos and newsletter are optional and start unticked.
    expect((within(dialog).getByRole('checkbox', { name: 'Quiero recibir promociones y ofertas' }) as HTMLInputElement).checked).toBe(false);
    expect((within(dialog).getByRole('checkbox', { name: 'Quiero recibir la newsletter' }) as HTMLInputElement).checked).toBe(false);
  });

  it('leaving an untouched field says nothing (no message appears under the pointer)', async () => {
    const dialog = await openSignUp();
    const name = within(dialog).getByRole('textbox', { name: 'Nombre' });
    fireEvent.focus(name);
    fireEvent.blur(name);
    expect(within(dialog).queryByText('Este campo es obligatorio')).toBeNull();
    leave(name, '');
    expect(within(dialog).queryByText('Este campo es obligatorio')).toBeNull();
    leave(name, 'M');
    leave(name, '');
    expect(within(dialog).getByText('Este campo es obligatorio')).toBeTruthy();
  });

  it('links back to log in, and has its own way out', async () => {
    const dialog = await openSignUp();
    expect(within(dialog).getByRole('button', { name: 'Continuar sin registrarme' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Inicia sesión' }));
    expect(screen.getByRole('dialog', { name: 'Inicia sesión' })).toBeTruthy();
  });
});

describe('password recovery dialog', () => {
  it('e-mail required and valid; back to log in', async () => {
    const dialog = openLogin();
    await userEvent.click(within(dialog).getByRole('button', { name: '¿Has olvidado tu contraseña?' }));
    const recovery = screen.getByRole('dialog', { name: 'Recupera tu contraseña' });
    await userEvent.click(within(recovery).getByRole('button', { name: 'Enviar el enlace' }));
    expect(within(recovery).getByText('Este campo es obligatorio')).toBeTruthy();
    leave(within(recovery).getByRole('textbox', { name: 'Correo electrónico' }), 'no-es-correo');
    expect(within(recovery).getByText('Introduce un correo electrónico válido')).toBeTruthy();
    await userEvent.click(within(recovery).getAllByRole('button', { name: 'Volver a iniciar sesión' })[0]!);
    expect(screen.getByRole('dialog', { name: 'Inicia sesión' })).toBeTruthy();
  });
});

describe('reset-password page', () => {
  const renderReset = (search: string) =>
    render(
      <MemoryRouter initialEntries={[`/reset-password${search}`]}>
        <ResetPasswordPage />
      </MemoryRouter>,
    );

  it('new password at least 8 and both equal (resetFormSchema)', async () => {
    renderReset('?token=abc');
    const password = screen.getByLabelText(/^Contraseña \(mínimo 8 caracteres\)/);
    const confirm = screen.getByLabelText(/^Repite la contraseña/);
    leave(password, 'corta');
    expect(screen.getByText('Introduce al menos 8 caracteres')).toBeTruthy();
    leave(password, 'una-clave-larga');
    leave(confirm, 'otra-clave-larga');
    expect(screen.getByText('Las contraseñas no coinciden')).toBeTruthy();
    leave(confirm, 'una-clave-larga');
    expect(screen.queryByText('Las contraseñas no coinciden')).toBeNull();
  });

  it('without a token it says the link is not valid', () => {
    renderReset('');
    expect(screen.getByText(/Este enlace no es válido/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Repite la contraseña/)).toBeNull();
  });
});

describe('guest choice (decision 0017)', () => {
  const now = Date.UTC(2026, 10, 25, 10, 0, 0);
  it.each<[string, string | null, boolean]>([
    ['never chosen', null, false],
    ['chosen a minute ago', String(now - 60_000), true],
    ['chosen just under a day ago', String(now - GUEST_CHOICE_TTL_MS + 1), true],
    ['chosen a day ago: asked again', String(now - GUEST_CHOICE_TTL_MS), false],
    ['a time in the future is not trusted', String(now + 60_000), false],
    ['garbage', 'yes', false],
  ])('%s', (_t, stored, chosen) => {
    if (stored === null) localStorage.removeItem(GUEST_CHOICE_KEY);
    else localStorage.setItem(GUEST_CHOICE_KEY, stored);
    expect(guestChosen(now)).toBe(chosen);
  });
});

describe('isAuthToken (spec 4: "success needs a valid token else Invalid token")', () => {
  it.each<[string, unknown, boolean]>([
    ['a client session', { status: 'ok', type: 'client', expires_in: 86400, csrf_token: 'x' }, true],
    ['an agency session', { status: 'ok', type: 'agency', expires_in: 86400, csrf_token: 'x' }, true],
    ['no csrf token', { status: 'ok', type: 'client', expires_in: 86400, csrf_token: '' }, false],
    ['another status', { status: 'error', type: 'client', expires_in: 86400, csrf_token: 'x' }, false],
    ['unknown type', { status: 'ok', type: 'admin', expires_in: 86400, csrf_token: 'x' }, false],
    ['already expired', { status: 'ok', type: 'client', expires_in: 0, csrf_token: 'x' }, false],
    ['nothing', null, false],
  ])('%s', (_t, token, ok) => {
    expect(isAuthToken(token)).toBe(ok);
  });
});

describe('social providers', () => {
  const all = [
    { type: 'apple' as const, client_id: 'a' },
    { type: 'google' as const, client_id: 'g' },
    { type: 'facebook' as const, client_id: 'f' },
  ];
  it('spec 2: Facebook, Google, and Apple only on Apple devices', () => {
    expect(offeredProviders(all, false).map((p) => p.type)).toEqual(['facebook', 'google']);
    expect(offeredProviders(all, true).map((p) => p.type)).toEqual(['facebook', 'google', 'apple']);
    expect(offeredProviders([], true)).toEqual([]);
  });
  it('tells Apple devices by the user agent', () => {
    expect(isAppleDevice({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' })).toBe(true);
    expect(isAppleDevice({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)' })).toBe(true);
    expect(isAppleDevice({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' })).toBe(false);
  });
});

describe('my reservations order', () => {
  it('newest first by creation time', () => {
    const item = (reference: string, created_at: string) => ({
      reference,
      status: 'confirmed' as const,
      product_name: 'Express',
      place_name: 'El Prat',
      startDate: '2026-12-01 10:00:00',
      endDate: '2026-12-03 10:00:00',
      total: 20,
      created_at,
    });
    const list = [item('A', '2026-11-01T10:00:00Z'), item('C', '2026-11-20T10:00:00Z'), item('B', '2026-11-10T10:00:00Z')];
    expect(newestFirst(list).map((r) => r.reference)).toEqual(['C', 'B', 'A']);
  });
});
