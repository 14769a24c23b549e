import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../test-utils';
import { Footer } from './footer';
import { SITE_CONFIG, telHref } from './site-config';

beforeAll(async () => {
  await setupI18n('es');
});

describe('Footer (spec 2 footer, issue 9.7 trust signals)', () => {
  it('shows the customer-service contact as mail and telephone links', () => {
    render(<Footer config={{ supportEmail: 'ayuda@example.com', supportPhone: '+34 900 123 456', reviewsUrl: null }} />);
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain('Atención al cliente');
    expect(screen.getByRole('link', { name: 'ayuda@example.com' }).getAttribute('href')).toBe('mailto:ayuda@example.com');
    expect(screen.getByRole('link', { name: '+34 900 123 456' }).getAttribute('href')).toBe('tel:+34900123456');
  });

  it('hides the review slot while no review page is configured', () => {
    const { container } = render(<Footer config={{ supportEmail: 'ayuda@example.com', supportPhone: null, reviewsUrl: null }} />);
    expect(container.querySelector('[data-slot="reviews"]')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Opiniones de clientes' })).toBeNull();
  });

  it('shows the review slot with the configured page', () => {
    const { container } = render(<Footer config={{ supportEmail: null, supportPhone: null, reviewsUrl: 'https://reviews.example.com/parking-go' }} />);
    expect(container.querySelector('[data-slot="reviews"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Opiniones de clientes' }).getAttribute('href')).toBe('https://reviews.example.com/parking-go');
    expect(screen.getByRole('contentinfo').textContent).not.toContain('Atención al cliente');
  });

  it('the build default: an e-mail contact, no review page', () => {
    expect(SITE_CONFIG.supportEmail).toMatch(/@/);
    expect(SITE_CONFIG.reviewsUrl).toBeNull();
    expect(telHref('(+34) 900-12 34')).toBe('tel:+349001234');
  });
});
