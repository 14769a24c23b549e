import { createServer, type IncomingMessage, type Server } from 'node:http';
import { DomainError } from '@parking/domain/errors/codes';
import { vehiclePlate } from '@parking/domain/vehicles/plate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, listenOnFreePort, useApp } from '../test/build';
import { createHttpPlateRegistry, createSandboxPlateRegistry, plateRegistryFor } from './plate-registry';
import { SANDBOX_PLATES } from './seed-data/catalogue';

/**
 * Issue 15.2: the plate register behind an interface, "the way the payment sandbox works, so a
 * real registry can be plugged in by configuration". The HTTP implementation is checked against
 * a stand-in register (an outside service: the only thing mocked), on a port the system picks.
 */

interface Seen {
  url: string;
  authorization: string | undefined;
}

/** A stand-in register: 1234BCD is a Golf VII, 5555DFG breaks, 6666DFG is slow, 7777DFG answers nonsense; anything else is 404. */
function standIn(seen: Seen[]): Server {
  return createServer((req: IncomingMessage, res) => {
    seen.push({ url: req.url ?? '', authorization: req.headers.authorization });
    const plate = decodeURIComponent((req.url ?? '').split('/').pop() ?? '');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (plate === '1234BCD') return json(200, { umc: 'VW-004', id_gt_vehicle_information: 4242, body_applicabilitycode: 'HB5', motor_applicabilitycode: 'EA-10TSI-110' });
    if (plate === '5555DFG') return json(503, { error: 'down' });
    if (plate === '6666DFG') return void setTimeout(() => json(200, { umc: 'VW-004', id_gt_vehicle_information: 1 }), 2000);
    if (plate === '7777DFG') return json(200, { nope: true });
    if (plate === '8888DFG') return json(200, { umc: 'ZZ-999', id_gt_vehicle_information: 5 });
    return json(404, {});
  });
}

describe('the sandbox register', () => {
  const sandbox = createSandboxPlateRegistry();
  it.each(SANDBOX_PLATES.map((p) => [p.plate, p] as const))('identifies the seeded plate %s', async (_plate, p) => {
    const r = vehiclePlate(p.plate);
    expect(r.ok).toBe(true);
    expect(await sandbox.identify((r as { plate: string }).plate)).toEqual({
      umc: p.umc,
      idGtVehicleInformation: p.id_gt_vehicle_information,
      bodyApplicabilitycode: p.body_applicabilitycode,
      motorApplicabilitycode: p.motor_applicabilitycode,
    });
  });
  it('does not find any other plate', async () => {
    expect(await sandbox.identify('9999ZZZ')).toBeNull();
    expect(await sandbox.identify('4821 KMN')).toBeNull(); // not canonical: the service canonicalises first
  });
  it('is what the configuration gives without PLATE_REGISTRY_URL', () => {
    expect(plateRegistryFor(null).name).toBe('sandbox');
    expect(plateRegistryFor({ url: 'http://127.0.0.1:1', apiKey: null, timeoutMs: 100 }).name).toBe('http');
  });
});

describe('the HTTP register', () => {
  const seen: Seen[] = [];
  const server = standIn(seen);
  let url = '';
  beforeAll(async () => {
    url = `http://127.0.0.1:${await listenOnFreePort(server)}/plates/`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  const registry = () => createHttpPlateRegistry({ url, apiKey: 'secret-key', timeoutMs: 500 });

  it('asks GET {url}/{plate} with the bearer key and reads the identification', async () => {
    expect(await registry().identify('1234BCD')).toEqual({ umc: 'VW-004', idGtVehicleInformation: 4242, bodyApplicabilitycode: 'HB5', motorApplicabilitycode: 'EA-10TSI-110' });
    expect(seen.at(-1)).toEqual({ url: '/plates/1234BCD', authorization: 'Bearer secret-key' });
  });

  it('reads 404 as not found', async () => {
    expect(await registry().identify('9999ZZZ')).toBeNull();
  });

  it.each([
    ['a 503', '5555DFG'],
    ['no answer within the timeout', '6666DFG'],
    ['an answer without umc and id', '7777DFG'],
  ])('turns %s into API_ERROR_PLATE_REGISTRY_UNAVAILABLE', async (_case, plate) => {
    const err = await registry().identify(plate).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DomainError);
    expect((err as DomainError).code).toBe('API_ERROR_PLATE_REGISTRY_UNAVAILABLE');
  });

  it('turns an unreachable register into API_ERROR_PLATE_REGISTRY_UNAVAILABLE', async () => {
    const err = await createHttpPlateRegistry({ url: 'http://127.0.0.1:1', apiKey: null, timeoutMs: 300 }).identify('1234BCD').catch((e: unknown) => e);
    expect((err as DomainError).code).toBe('API_ERROR_PLATE_REGISTRY_UNAVAILABLE');
  });
});

describe.each(backends)('the app with PLATE_REGISTRY_URL on %s', (backend) => {
  const seen: Seen[] = [];
  const server = standIn(seen);
  let port = 0;
  beforeAll(async () => {
    port = await listenOnFreePort(server);
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));
  const h = useApp(backend, {
    config: () => ({
      plateRegistry: { url: `http://127.0.0.1:${port}/plates`, apiKey: 'k', timeoutMs: 500 },
      rateLimit: { enabled: true, max: 600, readMax: 6, bookingMax: 30, redisUrl: null },
    }),
  });
  const check = (plate: string, lang = 'en') => h.app.inject({ method: 'POST', url: '/api/vehicles/check_plate', headers: { 'accept-language': lang }, payload: { plate } });

  it('identifies through the configured register, not the sandbox', async () => {
    expect((await check('1234 BCD')).json()).toMatchObject({ found: true, id_gt_vehicle_information: 4242, umc_data: { umc: 'VW-004' } });
    // a sandbox plate is unknown to this register
    expect((await check('4821 KMN')).json()).toMatchObject({ found: false });
  });

  it('answers 502 with a reason in the caller language when the register fails', async () => {
    const res = await check('5555 DFG', 'es');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'API_ERROR_PLATE_REGISTRY_UNAVAILABLE', reason: expect.stringContaining('matrícula') });
  });

  it('treats a UMC missing from the catalogue as not found', async () => {
    expect((await check('8888 DFG')).json()).toMatchObject({ found: false, umc_data: null });
  });

  it('limits plate look-ups per address (RATE_LIMIT_READ_MAX)', async () => {
    let last = 0;
    for (let i = 0; i < 4; i++) last = (await check('9999 ZZZ')).statusCode;
    expect(last).toBe(429);
  });
});
