import { formatDisplayDateTime, parseWireDate } from '@parking/domain/time/madrid';

/** 'DD/MM/YYYY HH:mm' in Madrid from a wire date; null when missing or malformed. */
export function displayWireDate(wire: string | null): string | null {
  if (!wire) return null;
  const d = parseWireDate(wire);
  return d ? formatDisplayDateTime(d) : null;
}

/** Euros for the screen: the server's amount, formatted only at the edge (design 3), by the
 * same domain formatter as the mails. */
export { formatEuros } from '@parking/domain/pricing/format-euros';
