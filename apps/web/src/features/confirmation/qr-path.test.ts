import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { QR_QUIET_ZONE, qrPath } from './qr-path';

const matrix = (rows: string[]) => ({ size: rows.length, get: (r: number, c: number) => rows[r]![c] === '#' });

/** Dark unit squares the path paints (each 'h<n>' run is n squares). */
const painted = (d: string) => [...d.matchAll(/h(\d+)v1/g)].reduce((n, m) => n + Number(m[1]), 0);

describe('qrPath (issue 9.1: a QR code of the booking number, as SVG)', () => {
  it('one rectangle per horizontal run, shifted by the quiet zone', () => {
    const { size, d } = qrPath(matrix(['##.', '..#', '###']), 1);
    expect(size).toBe(5);
    expect(d).toBe('M1 1h2v1h-2zM3 2h1v1h-1zM1 3h3v1h-3z');
  });

  it('paints exactly the dark modules of a real code, with a 4-module quiet zone', () => {
    const { modules } = QRCode.create('PK_1042_ab12cd34', { errorCorrectionLevel: 'M' });
    const { size, d } = qrPath(modules);
    expect(size).toBe(modules.size + 2 * QR_QUIET_ZONE);
    expect(painted(d)).toBe([...modules.data].filter(Boolean).length);
  });

  it('an empty matrix draws nothing', () => {
    expect(qrPath(matrix(['...', '...', '...'])).d).toBe('');
  });
});
