import { lazy } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { BookingLayout } from './booking-layout';
import { SiteLayout } from './site-layout';

// Each step is its own chunk (spec 2: "Each step is loaded lazily").
const stepModules = {
  '/where-when': () => import('../features/where-when/where-when-page'),
  '/products': () => import('../features/products/products-page'),
  '/services': () => import('../features/services/services-page'),
  // Decision 0059: opened on this step (preloadStep), its chunks are evaluated a part per task.
  '/traveler-data': (opening?: boolean) => import('./traveler-data-parts').then((m) => m.travelerDataPage(opening)),
  '/confirmation': () => import('../features/confirmation/confirmation-page'),
} as const;
const WhereWhenPage = lazy(stepModules['/where-when']);
const ProductsPage = lazy(stepModules['/products']);
const ServicesPage = lazy(stepModules['/services']);
const TravelerDataPage = lazy(stepModules['/traveler-data']);
const ConfirmationPage = lazy(stepModules['/confirmation']);
const HomePage = lazy(() => import('../features/home/home-page'));
const NotFoundPage = lazy(() => import('../features/not-found/not-found-page'));
const AccountPage = lazy(() => import('../features/account/account-page'));

/**
 * Starts loading the chunk of the step the page opens on while the language loads, so the
 * first render does not wait for one more round trip (the module cache then serves `lazy`).
 */
export function preloadStep(pathname: string): void {
  const load = stepModules[pathname.replace(/\/+$/, '') as keyof typeof stepModules] as ((opening: boolean) => Promise<unknown>) | undefined;
  if (load) void load(true).catch(() => undefined);
}

/**
 * The route table of spec 2. Declarative routes rather than the data router: the data
 * router adds ~17 KB gz, which the 120 KB first-screen budget cannot afford, and the app
 * uses no loaders or actions. ScrollToTop replaces <ScrollRestoration>.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<BookingLayout />}>
        <Route index element={<Navigate to="/products" replace />} />
        <Route path="where-when" element={<WhereWhenPage />} />
        <Route path="products" element={<ProductsPage />} />
        <Route path="services" element={<ServicesPage />} />
        <Route path="traveler-data" element={<TravelerDataPage />} />
        <Route path="confirmation" element={<ConfirmationPage />} />
      </Route>
      <Route element={<SiteLayout />}>
        <Route path="home" element={<HomePage />} />
        <Route path="my-reservations" element={<AccountPage page="reservations" />} />
        <Route path="reset-password" element={<AccountPage page="reset-password" />} />
        <Route path="verify-email" element={<AccountPage page="verify-email" />} />
        <Route path="company-users" element={<AccountPage page="company-users" />} />
        <Route path="my-vehicles" element={<AccountPage page="vehicles" />} />
        <Route path="my-points" element={<AccountPage page="points" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
