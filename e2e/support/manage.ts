import { type APIRequestContext, expect } from '@playwright/test';
import { bookExpressViaApi } from './booking-data';
import type { Lang } from './i18n';

/** A booking paid by the sandbox card through the api (book with payment_method card, then check-card). */
export async function bookPaidByCard(request: APIRequestContext, o: { start: Date; end: Date; email: string; lang: Lang }) {
  const booked = await bookExpressViaApi(request, { ...o, extra: { payment_method: 'card' } });
  const paid = await request.post('/api/reservation/payment/check-card', {
    headers: { 'X-Reservation-Token': booked.token },
    data: { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  expect(((await paid.json()) as { status: string }).status).toBe('succeeded');
  return booked;
}

/** The path and query of the confirmation link in the booking's mail (the dev outbox). */
export async function mailedConfirmationLink(request: APIRequestContext, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
      const { mails } = (await res.json()) as { mails: { text: string }[] };
      link = mails.map((m) => /https?:\/\/\S+\/confirmation\?reservation_token=[\w-]{43}/.exec(m.text)?.[0] ?? '').find(Boolean) ?? '';
      return link;
    })
    .not.toBe('');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

export const uniqueEmail = (tag: string, worker: number) => `${tag}-${Date.now()}-${worker}-${Math.floor(Math.random() * 1e6)}@example.com`;
