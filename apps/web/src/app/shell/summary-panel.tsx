import { useLocation } from 'react-router';
import { stepOfPath } from '../../modules/booking/steps';
import { BookingSummary } from '../../modules/summary/booking-summary';

/** The tab bar's summary panel (spec 2): the booking summary, read-only after the services step. */
export function SummaryPanel({ id }: { id: string }) {
  const { pathname } = useLocation();
  const step = stepOfPath(pathname);
  const readOnly = step === 'traveler-data' || step === 'confirmation';
  return <BookingSummary id={id} variant="panel" readOnly={readOnly} />;
}
