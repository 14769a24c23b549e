import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../test-utils';
import BeforeBuyWarningDialog from './before-buy-warning-dialog';
import FerryInfoDialog from './ferry-info-dialog';
import { FerryRemoval } from './ferry-removal';
import { carServiceSlice, clearCarServices } from './car-service-store';

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => clearCarServices());

describe('the before-buy warning dialog (spec 2)', () => {
  it('names the service, says what happens to the car, and adds only on accept', async () => {
    const onAccept = vi.fn();
    const onClose = vi.fn();
    render(<BeforeBuyWarningDialog serviceName="Oil change" onAccept={onAccept} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Before you add car services' });
    expect(within(dialog).getByText('Please read this before you add "Oil change" to your booking:')).toBeTruthy();
    // The four points, in a list named by the lead (a screen reader hears what the list is).
    const points = within(dialog).getByRole('list', { name: /Oil change/ });
    expect(within(points).getAllByRole('listitem')).toHaveLength(4);
    expect(within(points).getByText(/takes your car from the car park to the workshop/)).toBeTruthy();
    expect(within(points).getByText(/insurance conditions/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onAccept).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'I understand, add it' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it('has a general lead for a custom request', () => {
    render(<BeforeBuyWarningDialog serviceName={null} onAccept={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByText('Please read this before you add a workshop job to your booking:')).toBeTruthy();
  });
});

describe('the ferry removal item (spec 1, decision 0025)', () => {
  it('is not offered outside a port product', () => {
    const { container } = render(<FerryRemoval product={{ id: 4, service: 'express' }} reprice={vi.fn()} onInfo={vi.fn()} />);
    expect(container.innerHTML).toBe('');
  });

  it('at a port: adds and removes the item, each change priced; a refused price puts it back', async () => {
    const reprice = vi.fn().mockResolvedValue(true);
    const onInfo = vi.fn();
    render(<FerryRemoval product={{ id: 3, service: 'port' }} reprice={reprice} onInfo={onInfo} />);
    const card = screen.getByRole('article', { name: 'Ferry removal' });
    expect(within(card).getByText('€35.00')).toBeTruthy();
    const add = within(card).getByRole('button', { name: 'Add Ferry removal' });
    expect(add.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(add);
    expect(reprice).toHaveBeenCalledTimes(1);
    expect(carServiceSlice.get().ferryProductId).toBe(3);
    const remove = await within(card).findByRole('button', { name: 'Remove Ferry removal' });
    expect(remove.getAttribute('aria-pressed')).toBe('true');
    reprice.mockResolvedValueOnce(false);
    await userEvent.click(remove);
    expect(carServiceSlice.get().ferryProductId).toBe(3);
    await userEvent.click(within(card).getByRole('button', { name: 'More information Ferry removal' }));
    expect(onInfo).toHaveBeenCalled();
  });

  it('the info dialog says what it is, its flat price and where it is offered', () => {
    render(<FerryInfoDialog onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Ferry removal' });
    expect(within(dialog).getByText(/collects your car at the terminal's vehicle exit/)).toBeTruthy();
    expect(within(dialog).getByText('One flat price of €35.00 per booking, VAT included.')).toBeTruthy();
    expect(within(dialog).getByText('Only at port car parks.')).toBeTruthy();
  });
});
