import CompanyUsersPage from './company-users-page';
import MyReservationsPage from './my-reservations-page';
import MyVehiclesPage from './my-vehicles-page';
import MyPointsPage from './my-points-page';
import ResetPasswordPage from './reset-password-page';
import VerifyEmailPage from './verify-email-page';

/** The account's pages in one lazy chunk (one import() on the first screen instead of two). */
export default function AccountPage({ page }: { page: 'reservations' | 'reset-password' | 'company-users' | 'verify-email' | 'vehicles' | 'points' }) {
  if (page === 'points') return <MyPointsPage />;
  if (page === 'vehicles') return <MyVehiclesPage />;
  if (page === 'company-users') return <CompanyUsersPage />;
  if (page === 'verify-email') return <VerifyEmailPage />;
  return page === 'reservations' ? <MyReservationsPage /> : <ResetPasswordPage />;
}
