import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
// `react-router` is router-lite in this project (aliases.mjs); these tests pin the behaviour
// the app relied on with React Router 7 (decision 0029).
import { BrowserRouter, Link, MemoryRouter, Navigate, Outlet, Route, Routes, useLocation, useNavigate, useSearchParams } from 'react-router';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function Layout({ name }: { name: string }) {
  return (
    <section aria-label={name}>
      <Outlet />
    </section>
  );
}

function table() {
  return (
    <Routes>
      <Route path="/" element={<Layout name="booking" />}>
        <Route index element={<Navigate to="/products" replace />} />
        <Route path="where-when" element={<p>where-when page</p>} />
        <Route path="products" element={<p>products page</p>} />
      </Route>
      <Route element={<Layout name="site" />}>
        <Route path="home" element={<p>home page</p>} />
        <Route path="*" element={<p>not found</p>} />
      </Route>
    </Routes>
  );
}

const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      {table()}
      <Where />
    </MemoryRouter>,
  );

describe('router-lite', () => {
  it('nested and pathless layouts, static paths before the catch-all, case and trailing slash ignored', () => {
    at('/where-when');
    expect(screen.getByRole('region', { name: 'booking' }).textContent).toBe('where-when page');
  });

  it.each([
    ['/Where-When/', 'booking', 'where-when page'],
    ['/home', 'site', 'home page'],
    ['/nothing/here', 'site', 'not found'],
  ])('%s renders in the %s layout', (path, layout, text) => {
    at(path);
    expect(screen.getByRole('region', { name: layout }).textContent).toBe(text);
  });

  it('the index route redirects with <Navigate replace>', async () => {
    at('/');
    expect(await screen.findByText('products page')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/products');
  });

  it('useNavigate takes a path or { pathname, search }; useSearchParams keeps one object per search', async () => {
    const seen: URLSearchParams[] = [];
    let go: ReturnType<typeof useNavigate> = () => {};
    function Probe() {
      const [params] = useSearchParams();
      const navigate = useNavigate();
      useEffect(() => {
        go = navigate;
      });
      if (seen.at(-1) !== params) seen.push(params);
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/where-when?a=1']}>
        <Probe />
        <Where />
      </MemoryRouter>,
    );
    expect(seen.map((p) => p.get('a'))).toEqual(['1']);
    await act(async () => go({ pathname: '/products', search: '?a=2' }, { replace: true }));
    expect(screen.getByTestId('where').textContent).toBe('/products?a=2');
    await act(async () => go('/services'));
    await act(async () => go(-1));
    expect(screen.getByTestId('where').textContent).toBe('/products?a=2');
    // a new object only when the search changed (effects that list it do not re-run otherwise)
    expect(seen.map((p) => p.get('a'))).toEqual(['1', '2', null, '2']);
  });

  it('BrowserRouter: a Link click pushes a history entry; a modified click is left to the browser; back works', async () => {
    window.history.replaceState(null, '', '/where-when');
    render(
      <BrowserRouter>
        <Link to="/products">go</Link>
        <Where />
      </BrowserRouter>,
    );
    const link = screen.getByRole('link', { name: 'go' });
    expect(link.getAttribute('href')).toBe('/products');
    const modified = fireEvent.click(link, { ctrlKey: true });
    expect(modified).toBe(true); // not prevented: a new tab
    expect(window.location.pathname).toBe('/where-when');
    await act(async () => fireEvent.click(link));
    expect(window.location.pathname).toBe('/products');
    expect(screen.getByTestId('where').textContent).toBe('/products');
    await act(async () => {
      window.history.back();
      await new Promise((r) => window.addEventListener('popstate', r, { once: true }));
    });
    expect(screen.getByTestId('where').textContent).toBe('/where-when');
  });

  it('a second push of the page already shown (a double-click on Continue) adds no history entry: one Back leaves it', async () => {
    window.history.replaceState(null, '', '/services');
    function Continue() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate('/traveler-data')}>
          continue
        </button>
      );
    }
    render(
      <BrowserRouter>
        <Continue />
        <Where />
      </BrowserRouter>,
    );
    const button = screen.getByRole('button', { name: 'continue' });
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(screen.getByTestId('where').textContent).toBe('/traveler-data');
    await act(async () => {
      window.history.back();
      await new Promise((r) => window.addEventListener('popstate', r, { once: true }));
    });
    expect(screen.getByTestId('where').textContent).toBe('/services');
  });

  it('MemoryRouter: the same, a push of the shown location replaces it', async () => {
    function Buttons() {
      const navigate = useNavigate();
      return (
        <>
          <button type="button" onClick={() => navigate('/products?x=1')}>
            go
          </button>
          <button type="button" onClick={() => navigate(-1)}>
            back
          </button>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/where-when']}>
        <Buttons />
        <Where />
      </MemoryRouter>,
    );
    const go = screen.getByRole('button', { name: 'go' });
    await act(async () => {
      fireEvent.click(go);
      fireEvent.click(go);
    });
    expect(screen.getByTestId('where').textContent).toBe('/products?x=1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'back' })));
    expect(screen.getByTestId('where').textContent).toBe('/where-when');
  });

  it('a Link with reloadDocument is left to the browser (a full page load), as React Router does', () => {
    window.history.replaceState(null, '', '/where-when');
    render(
      <BrowserRouter>
        <Link to="/confirmation?reservation_token=abc" reloadDocument>
          view
        </Link>
        <Where />
      </BrowserRouter>,
    );
    const link = screen.getByRole('link', { name: 'view' });
    expect(link.getAttribute('href')).toBe('/confirmation?reservation_token=abc');
    expect(link.hasAttribute('reloaddocument')).toBe(false);
    const notPrevented = fireEvent.click(link);
    expect(notPrevented).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('/where-when');
  });
});
