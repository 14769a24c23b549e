import MyReservationsPage from './my-reservations-page';
import ResetPasswordPage from './reset-password-page';

/** The account's pages in one lazy chunk (one import() on the first screen instead of two). */
export default function AccountPage({ page }: { page: 'reservations' | 'reset-password' }) {
  return page === 'reservations' ? <MyReservationsPage /> : <ResetPasswordPage />;
}
