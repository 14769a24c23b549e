import { describe, expect, it } from 'vitest';
import { normalizeTyreSize } from './custom-requests';

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
