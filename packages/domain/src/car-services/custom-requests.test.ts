import { describe, expect, it } from 'vitest';
import { normalizeTyreSize, SERVICE_PHOTO_MAX_BYTES, servicePhotoRefusal, sniffServicePhotoType } from './custom-requests';

describe('normalizeTyreSize', () => {
  it.each([
    ['issue 16.3 custom tyre request "size": the sidewall form', '205/55 R16', '205/55 R16'],
    ['issue 16.3: with load index and speed rating, any case and spacing', '225/45zr17 94w', '225/45 ZR17 94W'],
    ['issue 16.3: extra spaces', ' 195 / 65 R 15 91 H ', '195/65 R15 91H'],
    ['issue 16.3: not a size', 'michelin', null],
    ['issue 16.3: a width no car has', '905/55 R16', null],
    ['issue 16.3: a rim out of range', '205/55 R30', null],
  ])('%s', (_t, text, size) => {
    expect(normalizeTyreSize(text)).toBe(size);
  });
});

const bytes = (...b: number[]) => new Uint8Array([...b, ...new Array(16).fill(0)]);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const WEBP = bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50);

describe('sniffServicePhotoType (issue 16.3 custom service request "photos optional": JPEG, PNG, WebP by their first bytes)', () => {
  it.each([
    ['JPEG', JPEG, 'image/jpeg'],
    ['PNG', PNG, 'image/png'],
    ['WebP', WEBP, 'image/webp'],
    ['GIF is not accepted', bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61), null],
    ['SVG (text) is not accepted', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), null],
    ['a RIFF that is not WebP (WAV)', bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45), null],
    ['a truncated PNG signature', new Uint8Array([0x89, 0x50, 0x4e]), null],
    ['nothing', new Uint8Array([]), null],
  ])('%s', (_t, b, type) => {
    expect(sniffServicePhotoType(b)).toBe(type);
  });
});

describe('servicePhotoRefusal (issue 16.3: up to 3 photos of at most 2 MB)', () => {
  const big = (n: number) => {
    const b = new Uint8Array(n);
    b.set([0xff, 0xd8, 0xff, 0xe0]);
    return b;
  };
  it.each([
    ['a JPEG of exactly 2 MB, the first', big(SERVICE_PHOTO_MAX_BYTES), 0, null],
    ['one byte over 2 MB', big(SERVICE_PHOTO_MAX_BYTES + 1), 0, 'photo_too_large'],
    ['the third photo', PNG, 2, null],
    ['a fourth photo', PNG, 3, 'too_many_photos'],
    ['not an image', new TextEncoder().encode('%PDF-1.7'), 0, 'invalid_photo'],
    ['empty', new Uint8Array([]), 0, 'invalid_photo'],
  ])('%s', (_t, b, already, refusal) => {
    expect(servicePhotoRefusal(b, already)).toBe(refusal);
  });
});
