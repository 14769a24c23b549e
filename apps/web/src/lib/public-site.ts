/** Spec 2: external links are built from the public site address. */
export const PUBLIC_SITE: string = (import.meta.env.VITE_PUBLIC_SITE ?? 'https://www.example-parking.com').replace(
  /\/+$/,
  '',
);

export function publicSiteUrl(path: string): string {
  return `${PUBLIC_SITE}${path.startsWith('/') ? path : `/${path}`}`;
}
