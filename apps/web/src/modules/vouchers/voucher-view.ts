import { formatDisplayDate, parseWireDate } from '@parking/domain/time/madrid';
import { formatEuros } from '../../shared/format';
import type { PromotionVoucher } from './vouchers-api';

/** Decision 0002: with both a percent and euros the percent wins; 'value' text for the list. */
export function voucherValueText(v: Pick<PromotionVoucher, 'dto' | 'dto_euro'>, lang: string): string | null {
  if (v.dto !== null && v.dto > 0) return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(v.dto / 100);
  if (v.dto_euro !== null && v.dto_euro > 0) return formatEuros(v.dto_euro, lang);
  return null;
}

/** 'DD/MM/YYYY' in Madrid from a wire date ('YYYY-MM-DD HH:mm:ss') or an ISO instant; null when none. */
export function voucherDateText(value: string | null): string | null {
  if (!value) return null;
  const d = parseWireDate(value) ?? (Number.isNaN(Date.parse(value)) ? null : new Date(value));
  return d ? formatDisplayDate(d) : null;
}
