import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../test-utils';
import type { ExtraView } from '../../modules/booking/extra-view';
import { ServicesView, type ServicesViewProps } from './services-view';

const extras: ExtraView[] = [
  { id: 1, name: 'Exterior wash', kind: 'wash', price: 15, description: 'Hand wash outside', availability: 'available' },
  { id: 2, name: 'Full wash', kind: 'wash', price: 29.9, description: null, availability: 'almost_sold_out' },
  { id: 3, name: 'Covered space', kind: 'space', price: 6, description: null, availability: 'sold_out' },
  { id: 4, name: 'Double space', kind: 'double_space', price: 12.5, description: null, availability: 'few_places_left' },
];

function renderView(over: Partial<ServicesViewProps> = {}) {
  const props: ServicesViewProps = {
    extras,
    chosen: { wash: null, space: null },
    pendingId: null,
    busy: false,
    loading: false,
    carServices: [],
    onToggle: vi.fn(),
    ...over,
  };
  render(<ServicesView {...props} />);
  return props;
}

const card = (name: string) => screen.getByRole('article', { name });

beforeAll(async () => {
  await setupI18n('en');
});

describe('ServicesView', () => {
  it('groups washes and spaces with euro prices and availability labels', () => {
    renderView();
    const washes = screen.getByRole('region', { name: 'Washes and disinfection' });
    expect(within(washes).getAllByRole('article').map((a) => a.querySelector('h3')?.textContent)).toEqual([
      'Exterior wash',
      'Full wash',
    ]);
    const spaces = screen.getByRole('region', { name: 'Parking space' });
    expect(within(spaces).getAllByRole('article')).toHaveLength(2);
    expect(within(card('Exterior wash')).getByText('€15.00')).toBeTruthy();
    expect(within(card('Exterior wash')).getByText('Hand wash outside')).toBeTruthy();
    expect(within(card('Full wash')).getByText('€29.90')).toBeTruthy();
    expect(within(card('Full wash')).getByText('Almost sold out')).toBeTruthy();
    expect(within(card('Covered space')).getByText('Sold out')).toBeTruthy();
    expect(within(card('Double space')).getByText('Few places left')).toBeTruthy();
    // no car services from the server: no section
    expect(screen.queryByRole('region', { name: 'Car services' })).toBeNull();
  });

  it('sold-out extras cannot be added; the others toggle with aria-pressed', async () => {
    const props = renderView({ chosen: { wash: 2, space: null } });
    const soldOut = within(card('Covered space')).getByRole('button', { name: 'Add Covered space' }) as HTMLButtonElement;
    expect(soldOut.disabled).toBe(true);
    const remove = within(card('Full wash')).getByRole('button', { name: 'Remove Full wash' });
    expect(remove.getAttribute('aria-pressed')).toBe('true');
    const add = within(card('Exterior wash')).getByRole('button', { name: 'Add Exterior wash' });
    expect(add.getAttribute('aria-pressed')).toBe('false');
    await userEvent.setup().click(add);
    expect(props.onToggle).toHaveBeenCalledWith(extras[0]);
  });

  it('shows the pending card and waits while a price is calculated', async () => {
    const props = renderView({ pendingId: 4, busy: true });
    expect(within(card('Double space')).getByRole('status').textContent).toBe('Updating the price');
    const other = within(card('Exterior wash')).getByRole('button');
    expect(other.getAttribute('aria-disabled')).toBe('true');
    await userEvent.setup().click(other);
    expect(props.onToggle).not.toHaveBeenCalled();
  });

  it('shows the car-services sections (issue 16) after the washes and spaces', () => {
    renderView({ carServicesSlot: <section aria-label="Car services">Oil change</section> });
    const regions = screen.getAllByRole('region');
    expect(regions.at(-1)?.textContent).toBe('Oil change');
  });

  it("spec 6: a wash the client's company blocks shows 'Blocked by your company' and cannot be added; spaces stay", () => {
    renderView({ isBlocked: (e) => e.kind === 'wash' });
    const wash = card('Exterior wash');
    expect(within(wash).getByText('Blocked by your company')).toBeTruthy();
    const add = within(wash).getByRole('button', { name: /Add/ });
    expect(add).toHaveProperty('disabled', true);
    expect(document.getElementById(add.getAttribute('aria-describedby')!)?.textContent).toBe('Your company does not allow adding this service.');
    expect(within(card('Double space')).queryByText('Blocked by your company')).toBeNull();
    expect(within(card('Double space')).getByRole('button', { name: /Add/ })).toHaveProperty('disabled', false);
  });
});
