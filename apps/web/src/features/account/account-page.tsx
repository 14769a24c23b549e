import CompanyUsersPage from './company-users-page';
import MyReservationsPage from './my-reservations-page';
import ResetPasswordPage from './reset-password-page';

/** The account's pages in one lazy chunk (one import() on the first screen instead of two). */
export default function AccountPage({ page }: { page: 'reservations' | 'reset-password' | 'company-users' }) {
  if (page === 'company-users') return <CompanyUsersPage />;
  return page === 'reservations' ? <MyReservationsPage /> : <ResetPasswordPage />;
}
