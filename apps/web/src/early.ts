import { prefetchReservation } from './features/confirmation/reservation-request';
import { initialLanguage } from './lib/lang-detect';

// A second, small entry (decision 0044): its script tag comes before the app's in index.html
// and it imports neither React nor i18next, so a confirmation link's reservation is asked for
// while the framework and the app's chunks are still loading. The app's page then takes that
// answer from the server cache (reservation-request.ts) instead of asking again.
const token = new URLSearchParams(window.location.search).get('reservation_token');
if (window.location.pathname === '/confirmation' && token) prefetchReservation(token, initialLanguage());
