import { formatDisplayDateTime, parseWireDate } from '@parking/domain/time/madrid';

/** 'DD/MM/YYYY HH:mm' in Madrid from a wire date; null when missing or malformed. */
export function displayWireDate(wire: string | null): string | null {
  if (!wire) return null;
  const d = parseWireDate(wire);
  return d ? formatDisplayDateTime(d) : null;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Euros for the screen: the server's amount, formatted only at the edge (design 3). */
export function formatEuros(amount: number, lang: string): string {
  let f = formatters.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' });
    formatters.set(lang, f);
  }
  return f.format(amount);
}
