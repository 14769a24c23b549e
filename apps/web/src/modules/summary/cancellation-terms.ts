import { useTranslation } from 'react-i18next';
import { freeCancellationUntil } from '@parking/domain/booking/cancellation';
import { formatDisplayDateTime, parseWireDate } from '@parking/domain/time/madrid';

/**
 * Issue 17.1: the cancellation terms in words, from the one rule (booking/cancellation.ts,
 * decision 0026) and the stay's drop-off: "Free cancellation until <date>. After that ...".
 * Without a drop-off yet, the short form (24 hours before drop-off).
 */
export function useCancellationTerms(startDate: string | null | undefined): string {
  const { t } = useTranslation('manage');
  const start = startDate ? parseWireDate(startDate) : null;
  if (!start) return t('terms_short');
  return t('terms_free_until', { date: formatDisplayDateTime(freeCancellationUntil(start)) });
}
