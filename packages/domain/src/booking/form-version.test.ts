import { describe, expect, it } from 'vitest';
import { resolveFormVersion, routeAfterProducts, type FormVersion } from './form-version';

const STORED = 'spec 2 "Only version 1 is ever randomly assigned. The choice is stored as form_version"';
const ROUTE = 'spec 2 "version 1 goes to /services after product selection; version 2 goes to /traveler-data; version 3 uses an alternative services page template"';

describe('resolveFormVersion', () => {
  it.each<[string, unknown, FormVersion]>([
    [`${STORED}: stored 1 kept`, 1, 1],
    [`${STORED}: stored 2 kept`, 2, 2],
    [`${STORED}: stored 3 kept`, 3, 3],
    [`${STORED}: storage string '2' kept`, '2', 2],
    [`${STORED}: storage string ' 3 ' kept`, ' 3 ', 3],
    [`${STORED}: nothing stored assigns 1`, null, 1],
    [`${STORED}: undefined assigns 1`, undefined, 1],
    [`${STORED}: 4 assigns 1`, 4, 1],
    [`${STORED}: 0 assigns 1`, 0, 1],
    [`${STORED}: 2.5 assigns 1`, 2.5, 1],
    [`${STORED}: garbage assigns 1`, 'v2', 1],
    [`${STORED}: an object assigns 1`, { v: 2 }, 1],
  ])('%s', (_t, stored, expected) => {
    expect(resolveFormVersion(stored)).toBe(expected);
  });
});

describe('routeAfterProducts', () => {
  it.each<[string, FormVersion, string]>([
    [`${ROUTE}: 1`, 1, '/services'],
    [`${ROUTE}: 2`, 2, '/traveler-data'],
    [`${ROUTE}: 3 (services, alternative template)`, 3, '/services'],
  ])('%s', (_t, v, route) => {
    expect(routeAfterProducts(v)).toBe(route);
  });
});
