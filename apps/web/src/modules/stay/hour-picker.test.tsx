import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { PUERTO, SANTS } from '../catalog/catalog-fixture';
import { rulesFor } from './form-state';
import { HourPicker } from './hour-picker';

const enabledNames = () =>
  within(screen.getByRole('group', { name: 'Pick' }))
    .getAllByRole('button')
    .filter((b) => !(b as HTMLButtonElement).disabled)
    .map((b) => b.textContent);

beforeAll(async () => {
  await initI18n('en');
});

describe('HourPicker (spec 2 hour picker card)', () => {
  it('shows the 00/15/30/45 columns as quarter buttons of each hour', () => {
    render(<HourPicker title="Pick" rule={null} kind="checkin" value={{ hour: 10, minute: 30 }} onSelect={() => {}} />);
    const group = screen.getByRole('group', { name: 'Pick' });
    expect(group.textContent).toMatch(/00.*15.*30.*45/);
    for (const m of ['00', '15', '30', '45']) expect(within(group).getByRole('button', { name: `10:${m}` })).toBeTruthy();
    expect(within(group).getAllByRole('button')).toHaveLength(96);
    expect(within(group).getByRole('button', { name: '10:30' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(group).getByRole('button', { name: '10:15' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('disables the hours outside a type 2 opening range (Sants 06:00-23:00)', () => {
    render(
      <HourPicker title="Pick" rule={rulesFor(SANTS).checkin} kind="checkin" value={{ hour: 12, minute: 0 }} onSelect={() => {}} />,
    );
    const slot = (name: string) => screen.queryByRole('button', { name }) as HTMLButtonElement | null;
    expect(slot('06:00')?.disabled).toBe(false);
    expect(slot('23:00')?.disabled).toBe(false);
    expect(slot('23:15')?.disabled).toBe(true);
    expect(slot('23:45')?.disabled).toBe(true);
    // Hours with no open quarter are not offered at all.
    expect(slot('05:45')).toBeNull();
    expect(enabledNames()).toHaveLength(17 * 4 + 1);
    expect(screen.getByText('Open from 06:00 to 23:00.')).toBeTruthy();
  });

  it('offers only the cruise-ship times for the port product (spec 9: 8:00, 9:15, 10:30, 12:30)', () => {
    render(
      <HourPicker title="Pick" rule={rulesFor(PUERTO).checkin} kind="checkin" value={{ hour: 8, minute: 0 }} onSelect={() => {}} />,
    );
    expect(enabledNames()).toEqual(['08:00', '09:15', '10:30', '12:30']);
    expect(screen.getByText('Drop-off times: 08:00, 09:15, 10:30, 12:30.')).toBeTruthy();
  });

  it('works with the keyboard: one tab stop, arrows move between open quarters, Enter picks', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(
      <>
        <button type="button">before</button>
        <HourPicker title="Pick" rule={rulesFor(PUERTO).checkin} kind="checkin" value={{ hour: 8, minute: 0 }} onSelect={onSelect} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(document.activeElement?.textContent).toBe('08:00');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('09:15');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('10:30');
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('12:30');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith({ hour: 12, minute: 30 });
    await user.tab();
    expect(document.activeElement?.closest('[role="group"]')).toBeNull();
  });
});
