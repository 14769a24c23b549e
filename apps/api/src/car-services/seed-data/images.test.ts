import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { seedCarServices } from './services';

// The web build serves apps/web/public at the site's root: every gallery image the seed names
// must be a real, small file there (decision 0025).
const PUBLIC = fileURLToPath(new URL('../../../../web/public', import.meta.url));

describe('car-service images', () => {
  it.each(seedCarServices.map((s) => [s.id, s.imageGallery] as const))('service %s: its gallery images exist in the web build and are small', (_id, gallery) => {
    expect(gallery.length).toBeGreaterThan(0);
    for (const src of gallery) {
      expect(src).toMatch(/^\/images\/car-services\/[a-z-]+-\d\.svg$/);
      const file = PUBLIC + src;
      expect(existsSync(file), src).toBe(true);
      expect(statSync(file).size).toBeLessThan(2_000);
    }
  });
});
