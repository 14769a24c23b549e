import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../test-utils';
import UserMenu from './user-menu';

beforeAll(async () => {
  await setupI18n('es');
});

const renderMenu = () =>
  render(
    <MemoryRouter>
      <UserMenu />
    </MemoryRouter>,
  );

describe('user menu (spec 2 Header, WAI-ARIA menu button)', () => {
  it('opens with Enter on the first item; arrows, Home and End move; Escape closes back to the button', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Menú de la cuenta de Mi cuenta' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.focus();
    const user = userEvent.setup();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const items = screen.getAllByRole('menuitem');
    // Without a company profile there is no business switch: account, reservations, logout.
    expect(items.map((i) => i.textContent)).toEqual(['Mi cuenta', 'Mis reservas', 'Cerrar sesión']);
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(items[2]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(items[2]);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{Escape}');
    expect(menu.isConnected).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('ArrowUp on the button opens on the last item; a click outside closes', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: /Menú de la cuenta/ });
    button.focus();
    const user = userEvent.setup();
    await user.keyboard('{ArrowUp}');
    const items = screen.getAllByRole('menuitem');
    expect(document.activeElement).toBe(items[items.length - 1]);
    await user.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('the account item goes to the public site, reservations to /my-reservations', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: /Menú de la cuenta/ }));
    expect(screen.getByRole('menuitem', { name: 'Mi cuenta' }).getAttribute('href')).toBe('https://www.example-parking.com/c');
    expect(screen.getByRole('menuitem', { name: 'Mis reservas' }).getAttribute('href')).toBe('/my-reservations');
  });
});
