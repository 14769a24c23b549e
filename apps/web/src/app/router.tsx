import { lazy } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { BookingLayout } from './booking-layout';
import { SiteLayout } from './site-layout';

// Each step is its own chunk (spec 2: "Each step is loaded lazily").
const WhereWhenPage = lazy(() => import('../features/where-when/where-when-page'));
const ProductsPage = lazy(() => import('../features/products/products-page'));
const ServicesPage = lazy(() => import('../features/services/services-page'));
const TravelerDataPage = lazy(() => import('../features/traveler-data/traveler-data-page'));
const ConfirmationPage = lazy(() => import('../features/confirmation/confirmation-page'));
const HomePage = lazy(() => import('../features/home/home-page'));
const NotFoundPage = lazy(() => import('../features/not-found/not-found-page'));

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
