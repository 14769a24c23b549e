import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BillingProfileView, ClientView } from '@parking/domain/contracts/account';
import { bookingStore } from '../../modules/booking/booking-store';
import { clearSnapshot } from '../../modules/booking/snapshot';
import { buildReservationBody } from './book';
import { useTravelerForm } from './use-traveler-form';

const profile = (id: number, over: Partial<BillingProfileView> = {}): BillingProfileView => ({
  id,
  name: `Perfil ${id}`,
  nif: `B1234567${id}`,
  address: 'Carrer Major 1',
  city: 'Barcelona',
  zip: '08001',
  state: 'Barcelona',
  country: 'ES',
  billing_email: null,
  invoicing_method: 'per_service',
  is_default: false,
  companyId: null,
  id_company: null,
  role: null,
  enableBookingRecords: false,
  block_premium_for_this_profile: false,
  editable: true,
  ...over,
});

const client = (over: Partial<ClientView> = {}): ClientView => ({
  type: 'client',
  id: 7,
  email: 'marta@example.com',
  name: 'Marta',
  lastName: 'Puig Soler',
  phone: '+34 612 345 678',
  zipCode: null,
  language: 'es',
  accept_promos: false,
  accept_newsletter: false,
  provider: 'password',
  profiles: [],
  defaultInvoiceProfileId: null,
  businessMode: false,
  company: null,
  points: 0,
  ...over,
});

beforeEach(() => {
  bookingStore.reset();
  clearSnapshot();
});

describe('traveller step filled from the account (spec 4 Terms, issue 10.6)', () => {
  it('fills the empty driver fields, keeps typed ones, and pre-sets the sales terms', () => {
    const { result } = renderHook(() => useTravelerForm(false, false));
    act(() => result.current.setReservationField('email', 'otra@example.com'));
    act(() => result.current.prefill(client()));
    expect(result.current.reservation).toMatchObject({ name: 'Marta', surname: 'Puig Soler', email: 'otra@example.com', phone: '+34 612 345 678' });
    expect(result.current.terms.salesTerms).toBe(true);
    expect(result.current.needInvoice).toBe(false);
    expect(result.current.profile).toBeNull();
  });

  it('an agency gets the terms pre-set but no personal data', () => {
    const { result } = renderHook(() => useTravelerForm(false, false));
    act(() => result.current.prefill({ type: 'agency', id: 1, alias: 'agencia-demo', company_name: 'Viajes Demo' }));
    expect(result.current.terms.salesTerms).toBe(true);
    expect(result.current.reservation.name).toBe('');
  });

  it('the default billing profile fills the invoice; its id goes with the booking', () => {
    const def = profile(3, { is_default: true, billing_email: 'facturas@example.com' });
    const { result } = renderHook(() => useTravelerForm(false, false));
    act(() => result.current.prefill(client({ profiles: [profile(2), def], defaultInvoiceProfileId: 3 })));
    expect(result.current.needInvoice).toBe(true);
    expect(result.current.profile?.id).toBe(3);
    expect(result.current.billing).toEqual({
      name: 'Perfil 3',
      nif: 'B12345673',
      address: 'Carrer Major 1',
      city: 'Barcelona',
      zip: '08001',
      state: 'Barcelona',
      country: 'ES',
      invoiceEmail: 'facturas@example.com',
    });
    const body = buildReservationBody({
      state: bookingStore.get(),
      reservation: result.current.reservation,
      needInvoice: true,
      billing: result.current.billing,
      terms: result.current.terms,
      hasCarServices: false,
      paymentMethod: 'parking',
      lang: 'es',
      profileId: 3,
    });
    expect(body.profile_id).toBe(3);
  });

  it('spec 5: a corporate profile cannot be edited in the booking flow; an editable one can', () => {
    const corporate = profile(5, { companyId: 9, id_company: 9, editable: false });
    const { result } = renderHook(() => useTravelerForm(false, false));
    act(() => result.current.chooseProfile(corporate));
    act(() => result.current.setBillingField('name', 'Otra empresa'));
    expect(result.current.billing.name).toBe('Perfil 5');
    act(() => result.current.chooseProfile(profile(6)));
    act(() => result.current.setBillingField('name', 'Ana García López'));
    expect(result.current.billing.name).toBe('Ana García López');
  });
});
