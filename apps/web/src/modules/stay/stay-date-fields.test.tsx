import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../test-utils';
import { validate, type WhereWhenState } from './form-state';
import { StayDateFields } from './stay-date-fields';

// 11:00 in Madrid on Monday 23 November 2026.
const NOW = new Date('2026-11-23T10:00:00Z');

const BASE: WhereWhenState = {
  placeId: null,
  productId: null,
  startDay: '2026-11-24',
  startTime: { hour: 11, minute: 15 },
  endDay: '2026-11-25',
  endTime: { hour: 11, minute: 15 },
  inCommon: null,
  outCommon: null,
  inPassengers: '1',
  outPassengers: '1',
  flight: '',
};

let current: WhereWhenState = BASE;

function Harness({ initial }: { initial: WhereWhenState }) {
  const { t } = useTranslation('booking');
  const [state, setState] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<'start' | 'end', boolean>>>({});
  current = state;
  const errors = validate(state, undefined, NOW);
  const message = (f: 'start' | 'end') => {
    const e = errors[f];
    if (!e || (e === 'required' && !touched[f])) return null;
    return t(`whereWhen.errors.${f}.${e}`);
  };
  return (
    <StayDateFields
      state={state}
      setState={setState}
      product={undefined}
      now={NOW}
      message={message}
      touch={(f) => setTouched((s) => ({ ...s, [f]: true }))}
    />
  );
}

async function renderIn(lang: 'es' | 'ca' | 'en' | 'fr', initial: Partial<WhereWhenState> = {}) {
  await setupI18n(lang);
  const user = userEvent.setup();
  render(<Harness initial={{ ...BASE, ...initial }} />);
  return user;
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

afterAll(async () => {
  await setupI18n('es');
});

describe('StayDateFields: days as the traveller writes them (issue 9.3)', () => {
  it.each(['es', 'ca', 'en', 'fr'] as const)('spec 9 "Dates DD/MM/YYYY": %s shows DD/MM/YYYY, not the browser locale', async (lang) => {
    await renderIn(lang);
    const [entry, exit] = screen.getAllByRole('textbox') as HTMLInputElement[];
    expect(entry!.value).toBe('24/11/2026');
    expect(exit!.value).toBe('25/11/2026');
  });

  it('typing DD/MM/YYYY sets the day (and a new entry resets the exit, spec 4); a half-typed day says how to write one', async () => {
    await renderIn('en');
    fireEvent.change(field('Entry date'), { target: { value: '1/12/2026' } });
    expect(current.startDay).toBe('2026-12-01');
    expect(field('Entry date').value).toBe('01/12/2026');
    expect(field('Exit date').value).toBe('02/12/2026');
    fireEvent.change(field('Exit date'), { target: { value: '05/12/20' } });
    // Half typed: nothing said yet, and the text stays as typed.
    expect(field('Exit date').value).toBe('05/12/20');
    expect(field('Exit date').getAttribute('aria-invalid')).toBeNull();
    fireEvent.blur(field('Exit date'));
    expect(field('Exit date').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Type the date as DD/MM/YYYY: day, month and year.')).toBeTruthy();
    fireEvent.change(field('Exit date'), { target: { value: '05/12/2026' } });
    expect(current.endDay).toBe('2026-12-05');
    expect(field('Exit date').getAttribute('aria-invalid')).toBeNull();
  });

  it('the format is read with the field', async () => {
    await renderIn('es');
    const described = field('Fecha de entrada').getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(
      'Escribe la fecha como DD/MM/AAAA o elígela en el calendario.',
    );
  });
});

describe('StayDateFields: the stay calendar', () => {
  it('opens from its button with both months in the page language, past days disabled, today named', async () => {
    const user = await renderIn('es');
    const button = screen.getByRole('button', { name: 'Elegir la fecha de entrada en el calendario' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    const calendar = await screen.findByRole('group', { name: 'Calendario de tu estancia' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const grids = within(calendar).getAllByRole('grid');
    expect(grids.map((g) => g.getAttribute('aria-label'))).toEqual(['noviembre de 2026', 'diciembre de 2026']);
    // Monday first (es-ES), weekday names from the page's locale (the header row is hidden from
    // screen readers: each day's name says its weekday)
    expect(grids[0]!.querySelector('th')?.getAttribute('aria-label')).toBe('lunes');
    const day = (n: RegExp) => within(grids[0]!).getByRole('button', { name: n }) as HTMLButtonElement;
    expect(day(/^domingo, 22 de noviembre de 2026$/).disabled).toBe(true);
    expect(day(/^Hoy, lunes, 23 de noviembre de 2026$/).disabled).toBe(false);
    expect(day(/^martes, 24 de noviembre de 2026, entrada$/)).toBeTruthy();
    expect(within(calendar).getByText('Elige el día de entrada.')).toBeTruthy();
    // The entry day has focus, so the keyboard starts where the stay is.
    await waitFor(() => expect(document.activeElement).toBe(day(/24 de noviembre/)));
  });

  it('picks a range with the mouse: first the entry, then the exit; it closes and focus returns to the button', async () => {
    const user = await renderIn('en');
    const button = screen.getByRole('button', { name: 'Choose the entry date on the calendar' });
    await user.click(button);
    const calendar = await screen.findByRole('group', { name: "Your stay's calendar" });
    await user.click(within(calendar).getByRole('button', { name: /^Tuesday,? 1 December 2026$/ }));
    expect(within(calendar).getByText('Entry on 01/12/2026. Now choose the exit day.')).toBeTruthy();
    // Still open, and the exit is still the old one until the second click.
    expect(current.endDay).toBe('2026-11-25');
    await user.click(within(calendar).getByRole('button', { name: /^Saturday,? 5 December 2026$/ }));
    expect(screen.queryByRole('group', { name: "Your stay's calendar" })).toBeNull();
    expect(field('Entry date').value).toBe('01/12/2026');
    expect(field('Exit date').value).toBe('05/12/2026');
    expect(document.activeElement).toBe(button);
  });

  it('picks a range with the keyboard: arrows move, Enter picks', async () => {
    const user = await renderIn('fr');
    screen.getByRole('button', { name: "Choisir la date d'entrée dans le calendrier" }).focus();
    await user.keyboard('{Enter}');
    const calendar = await screen.findByRole('group', { name: 'Calendrier de votre séjour' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(/24 novembre 2026/));
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(within(calendar).getByText('Entrée le 26/11/2026. Choisissez maintenant le jour de sortie.')).toBeTruthy();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(field("Date d'entrée").value).toBe('26/11/2026');
    expect(field('Date de sortie').value).toBe('03/12/2026');
    // The exit hour follows the entry's for a new entry day (spec 4).
    expect(current.endTime).toEqual({ hour: 11, minute: 15 });
  });

  it('opened from the exit, keeps the entry and hours: one click picks the exit', async () => {
    const user = await renderIn('en', { endTime: { hour: 18, minute: 30 } });
    await user.click(screen.getByRole('button', { name: 'Choose the exit date on the calendar' }));
    const calendar = await screen.findByRole('group', { name: "Your stay's calendar" });
    expect(within(calendar).getByText('Entry on 24/11/2026. Now choose the exit day.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(/25 November 2026/));
    await user.click(within(calendar).getByRole('button', { name: /30 November 2026/ }));
    expect(current).toMatchObject({ startDay: '2026-11-24', endDay: '2026-11-30', endTime: { hour: 18, minute: 30 } });
  });

  it('stays within the stay limits: an exit at most 365 days after the entry', async () => {
    const user = await renderIn('en', { endDay: '2027-11-20' });
    await user.click(screen.getByRole('button', { name: 'Choose the exit date on the calendar' }));
    const calendar = await screen.findByRole('group', { name: "Your stay's calendar" });
    const day = (n: RegExp) => within(calendar).getByRole('button', { name: n }) as HTMLButtonElement;
    expect(day(/24 November 2027/).disabled).toBe(false);
    expect(day(/25 November 2027/).disabled).toBe(true);
  });

  it('stays within the stay limits: an entry at most five years ahead', async () => {
    const user = await renderIn('en', { startDay: '2031-11-10', endDay: '2031-11-12' });
    await user.click(screen.getByRole('button', { name: 'Choose the entry date on the calendar' }));
    const calendar = await screen.findByRole('group', { name: "Your stay's calendar" });
    const day = (n: RegExp) => within(calendar).getByRole('button', { name: n }) as HTMLButtonElement;
    // now + 5 * 365 days is 22/11/2031
    expect(day(/22 November 2031/).disabled).toBe(false);
    expect(day(/23 November 2031/).disabled).toBe(true);
  });

  it('Escape closes it and gives focus back to its button', async () => {
    const user = await renderIn('ca');
    const button = screen.getByRole('button', { name: "Triar la data d'entrada al calendari" });
    await user.click(button);
    await screen.findByRole('group', { name: 'Calendari de la teva estada' });
    await act(async () => {
      await user.keyboard('{Escape}');
    });
    expect(screen.queryByRole('group', { name: 'Calendari de la teva estada' })).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(current).toMatchObject({ startDay: '2026-11-24', endDay: '2026-11-25' });
  });
});
