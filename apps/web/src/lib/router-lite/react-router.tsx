/**
 * The part of React Router 7's declarative API the web app uses, in ~1.5 KB gz instead of
 * ~13 KB: its package keeps that much module-level code in any bundle, even for BrowserRouter
 * alone (decision 0029: the first screen's 100 KB budget). vite.config.ts and vitest.config.ts
 * point the bare specifier `react-router` here; types still come from react-router.
 *
 * As React Router 7 does it: BrowserRouter (history API, back and forward) and MemoryRouter
 * (tests, prerender); location updates rendered as transitions (a lazy step keeps the current
 * one on screen until its chunk is in); <Routes> with nested and pathless layout routes, index
 * routes and a '*' catch-all, case-insensitive, a trailing slash ignored, static paths before
 * '*'; <Outlet>, <Navigate> (in an effect), <Link> (a modified click stays the browser's),
 * useLocation, useNavigate (numbers go through history), useSearchParams (one object per
 * search string), useHref. A push of the location already shown replaces it (no duplicate
 * history entry from a double-click).
 * Not supported (unused): route params, loaders/actions, basename, relative '..' links, NavLink.
 */
import {
  Children,
  createContext,
  isValidElement,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}
export interface Path {
  pathname: string;
  search: string;
  hash: string;
}
export type To = string | Partial<Path>;
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}
export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
}

interface History {
  location: Location;
  push(path: Path, state: unknown): void;
  replace(path: Path, state: unknown): void;
  go(delta: number): void;
  listen(listener: (location: Location) => void): () => void;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

function parsePath(path: string): Path {
  const parsed: Path = { pathname: '', search: '', hash: '' };
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parsed.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parsed.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parsed.pathname = rest;
  return parsed;
}

const createHref = (p: Path) => `${p.pathname}${p.search === '?' ? '' : p.search}${p.hash === '#' ? '' : p.hash}`;

/** An absolute path for `to`, resolved against the current pathname. */
function resolveTo(to: To, from: string): Path {
  const target = typeof to === 'string' ? parsePath(to) : { pathname: '', search: '', hash: '', ...to };
  let pathname = target.pathname || from;
  if (!pathname.startsWith('/')) pathname = new URL(pathname, `http://x${from.endsWith('/') ? from : `${from}/`}`).pathname;
  return { pathname, search: target.search ?? '', hash: target.hash ?? '' };
}

function createBrowserHistory(): History {
  const listeners = new Set<(location: Location) => void>();
  const read = (): Location => {
    const { pathname, search, hash } = window.location;
    const state = window.history.state as { usr?: unknown; key?: string } | null;
    return { pathname, search, hash, state: state?.usr ?? null, key: state?.key ?? 'default' };
  };
  const history: History = {
    location: read(),
    push(path, state) {
      // A second push of the page already shown (a double-click on Continue or Choose) replaces
      // it: two equal entries made the first Back do nothing (the walk's double-clicks).
      if (createHref(path) === createHref(history.location)) return history.replace(path, state);
      const key = newKey();
      window.history.pushState({ usr: state, key }, '', createHref(path));
      notify();
    },
    replace(path, state) {
      const key = newKey();
      window.history.replaceState({ usr: state, key }, '', createHref(path));
      notify();
    },
    go(delta) {
      window.history.go(delta);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  function notify() {
    history.location = read();
    for (const l of [...listeners]) l(history.location);
  }
  window.addEventListener('popstate', notify);
  return history;
}

function createMemoryHistory(initialEntries: readonly (string | Partial<Location>)[], initialIndex?: number): History {
  const listeners = new Set<(location: Location) => void>();
  const toLocation = (entry: string | Partial<Location>, key: string): Location => {
    const path = typeof entry === 'string' ? parsePath(entry) : { ...parsePath(entry.pathname ?? '/'), ...entry };
    return { pathname: path.pathname || '/', search: path.search ?? '', hash: path.hash ?? '', state: (typeof entry === 'object' && entry.state) || null, key };
  };
  const entries = (initialEntries.length ? initialEntries : ['/']).map((e, i) => toLocation(e, i === 0 ? 'default' : newKey()));
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  const history: History = {
    location: entries[index]!,
    push(path, state) {
      if (createHref(path) === createHref(history.location)) return history.replace(path, state);
      entries.splice(index + 1, entries.length, { ...path, state: state ?? null, key: newKey() });
      index += 1;
      notify();
    },
    replace(path, state) {
      entries[index] = { ...path, state: state ?? null, key: newKey() };
      notify();
    },
    go(delta) {
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
      notify();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  function notify() {
    history.location = entries[index]!;
    for (const l of [...listeners]) l(history.location);
  }
  return history;
}

interface RouterState {
  location: Location;
  history: History;
}
const RouterContext = createContext<RouterState | null>(null);
const OutletContext = createContext<ReactNode>(null);

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useLocation(), useNavigate() and <Link> need a <BrowserRouter> or <MemoryRouter> above them.');
  return router;
}

function Router({ history, children }: { history: History; children?: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  // Location changes render as transitions, as React Router 7's routers do by default.
  useLayoutEffect(() => {
    const stop = history.listen((next) => startTransition(() => setLocation(next)));
    if (history.location !== location) setLocation(history.location);
    return stop;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- subscribes once per history
  }, [history]);
  const value = useMemo(() => ({ location, history }), [location, history]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function BrowserRouter({ children }: { children?: ReactNode }) {
  const history = useRef<History>(null);
  history.current ??= createBrowserHistory();
  return <Router history={history.current}>{children}</Router>;
}

export function MemoryRouter({
  children,
  initialEntries = ['/'],
  initialIndex,
}: {
  children?: ReactNode;
  initialEntries?: (string | Partial<Location>)[];
  initialIndex?: number;
}) {
  const history = useRef<History>(null);
  history.current ??= createMemoryHistory(initialEntries, initialIndex);
  return <Router history={history.current}>{children}</Router>;
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useHref(to: To): string {
  return createHref(resolveTo(to, useRouter().location.pathname));
}

export function useNavigate(): NavigateFunction {
  const { history, location } = useRouter();
  const from = location.pathname;
  return useCallback(
    ((to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') return history.go(to);
      const path = resolveTo(to, from);
      if (options.replace) history.replace(path, options.state);
      else history.push(path, options.state);
    }) as NavigateFunction,
    [history, from],
  );
}

export function useSearchParams(): [URLSearchParams, (next: string | Record<string, string> | URLSearchParams, options?: NavigateOptions) => void] {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback(
    (next: string | Record<string, string> | URLSearchParams, options?: NavigateOptions) => {
      const query = new URLSearchParams(next).toString();
      navigate({ pathname, search: query ? `?${query}` : '' }, options);
    },
    [navigate, pathname],
  );
  return [params, set];
}

export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  const target = JSON.stringify(to);
  useEffect(() => {
    navigate(JSON.parse(target) as To, { replace, state });
  }, [navigate, target, replace, state]);
  return null;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  /** as react-router's: the browser loads the page itself (a full document navigation) */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

export function Link({ to, replace, state, onClick, target, reloadDocument, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if ((target && target !== '_self') || reloadDocument) return;
    event.preventDefault();
    navigate(to, { replace, state });
  };
  return <a {...rest} href={href} target={target} onClick={follow} />;
}

export interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** Declares a route for <Routes>; renders nothing itself. */
export function Route(_props: RouteProps): ReactElement | null {
  return null;
}

export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

const trimSlashes = (p: string) => p.replace(/^\/+|\/+$/g, '');

/** The chain of route elements (outermost first) for the pathname, or null. */
function matchRoutes(children: ReactNode, segments: string[]): ReactNode[] | null {
  const routes = Children.toArray(children).filter((c): c is ReactElement<RouteProps> => isValidElement(c) && c.type === Route);
  // Static and layout routes first, the catch-all last (React Router ranks them so).
  const ordered = [...routes.filter((r) => r.props.path !== '*'), ...routes.filter((r) => r.props.path === '*')];
  for (const route of ordered) {
    const { path, index, element } = route.props;
    const own = path === undefined || path === '*' ? [] : trimSlashes(path).split('/').filter(Boolean);
    if (path === '*') return [element ?? <Outlet />];
    if (own.some((s, i) => s.toLowerCase() !== segments[i]?.toLowerCase())) continue;
    const rest = segments.slice(own.length);
    if (index) {
      if (rest.length === 0) return [element ?? <Outlet />];
      continue;
    }
    if (route.props.children) {
      const inner = matchRoutes(route.props.children, rest);
      if (inner) return [element ?? <Outlet />, ...inner];
    }
    if (path !== undefined && rest.length === 0) return [element ?? <Outlet />];
  }
  return null;
}

export function Routes({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const chain = matchRoutes(children, pathname.split('/').filter(Boolean));
  if (!chain) return null;
  return chain.reduceRight<ReactNode>((outlet, element) => <OutletContext.Provider value={outlet}>{element}</OutletContext.Provider>, null);
}
