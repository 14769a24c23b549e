import { DomainError } from '@parking/domain/errors/codes';
import { billingFormSchema, makeReservationFormSchema } from '@parking/domain/validation/forms';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { handleError } from './error-handler';

/**
 * The one handler on a bare Fastify: which words a DomainError's `reason` carries, and how a
 * shared form schema's issues read. Route-level checks on the real app are in
 * reservations/reservation-errors.test.ts.
 */
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  const throwing: Record<string, () => never> = {
    own: () => {
      throw new DomainError('API_ERROR_VALIDATION', [{ field: 'endDate', reason: 'a detail reason' }], { key: 'stay_too_long' });
    },
    'own-params': () => {
      throw new DomainError('API_ERROR_VALIDATION', undefined, { key: 'field_unknown_estimate', params: { field: 'id_mechanical_estimate' } });
    },
    'unknown-key': () => {
      throw new DomainError('API_ERROR_UNKNOWN_PRODUCT', undefined, { key: 'no_such_key' });
    },
    'detail-array': () => {
      throw new DomainError('API_ERROR_VALIDATION', [
        { field: 'a', code: 'x', reason: 'first field reason' },
        { field: 'b', code: 'y', reason: 'second' },
      ]);
    },
    'detail-object': () => {
      throw new DomainError('API_ERROR_RESERVATION_OUT_OF_STOCK', { field: 'id_wash_extra', reason: 'wash full', alternative_offer: null });
    },
    plain: () => {
      throw new DomainError('API_ERROR_DATES_IN_PAST', { field: 'startDate' });
    },
  };
  for (const [name, fn] of Object.entries(throwing)) app.get(`/${name}`, fn);
  const zapp = app.withTypeProvider<ZodTypeProvider>();
  zapp.post(
    '/form',
    {
      schema: {
        body: z.object({
          reservation: makeReservationFormSchema({ flightRequired: true }),
          billing: billingFormSchema.optional(),
        }),
      },
    },
    async () => ({ ok: true }),
  );
  await app.ready();
});

afterAll(() => app.close());

const get = (path: string, lang = 'en') => app.inject({ method: 'GET', url: `${path}?lang=${lang}` });

describe('DomainError reason', () => {
  it("uses the error's own reason key, translated into the request's language", async () => {
    expect((await get('/own')).json().reason).toBe('The stay is too long: you can book at most 365 days in a row.');
    expect((await get('/own', 'fr')).json().reason).toBe("Le séjour est trop long : vous pouvez réserver au plus 365 jours d'affilée.");
    expect((await get('/own-params', 'es')).json().reason).toContain('id_mechanical_estimate');
  });

  it("falls back to the first field detail's reason (array or object)", async () => {
    const arr = await get('/detail-array');
    expect(arr.statusCode).toBe(400);
    expect(arr.json()).toMatchObject({ code: 'API_ERROR_VALIDATION', reason: 'first field reason' });
    const obj = await get('/detail-object');
    expect(obj.statusCode).toBe(409);
    expect(obj.json()).toMatchObject({ code: 'API_ERROR_RESERVATION_OUT_OF_STOCK', reason: 'wash full', details: { field: 'id_wash_extra' } });
  });

  it("else answers the code's own text; an unknown key never leaks", async () => {
    expect((await get('/plain')).json().reason).toBe('The entry date has already passed. Choose a future date.');
    expect((await get('/unknown-key')).json().reason).toBe('The chosen product does not exist or is no longer available.');
  });
});

describe('shared form schema issues', () => {
  const good = { name: 'Ana', surname: 'García', email: 'ana@example.com', phone: '+34 612 345 678', plate: '1234 BCD', flightNumber: 'IB 3101' };
  const billing = { name: 'Ana García', nif: '12345678Z', address: 'Gran Via 1', city: 'Madrid', zip: '28001', state: 'Madrid', country: 'ES' };
  const post = (body: unknown, lang: string) => app.inject({ method: 'POST', url: `/form?lang=${lang}`, payload: body as object });

  it.each([
    ['en', { reservation: { ...good, email: 'ana@' } }, 'reservation.email', 'Enter a valid e-mail address'],
    ['fr', { reservation: { ...good, email: 'ana@' } }, 'reservation.email', 'Saisissez une adresse e-mail valide'],
    ['es', { reservation: { ...good, name: '   ' } }, 'reservation.name', 'Este campo es obligatorio'],
    ['ca', { reservation: { ...good, flightNumber: null } }, 'reservation.flightNumber', 'Aquest camp és obligatori'],
    ['en', { reservation: { ...good, surname: 'x'.repeat(151) } }, 'reservation.surname', 'Enter at most 150 characters'],
    ['es', { reservation: good, billing: { ...billing, nif: '12345678A' } }, 'billing.nif', 'Introduce un DNI, NIE o CIF válido'],
    ['en', { reservation: good, billing: { ...billing, name: 'Ana' } }, 'billing.name', 'Enter name and surname'],
    ['fr', { reservation: good, billing: { ...billing, zip: '99999' } }, 'billing.zip', 'Saisissez un code postal valide'],
  ])('in %s, %j reads as the form says it', async (lang, body, field, reason) => {
    const res = await post(body, lang);
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(json.code).toBe('API_ERROR_VALIDATION');
    expect(json.details[0].field).toBe(field);
    expect(json.reason).toBe(reason);
    expect(json.details[0].reason).toBe(json.reason);
  });

  it("keeps the api's wording for a missing or malformed form as a whole", async () => {
    expect((await post({}, 'en')).json().reason).toBe('The field reservation is required.');
    expect((await post({ reservation: 'x' }, 'en')).json().reason).toBe('The field reservation has the wrong type.');
  });
});
