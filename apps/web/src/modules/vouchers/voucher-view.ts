import { formatDisplayDate, parseWireDate } from '@parking/domain/time/madrid';
import { voucherValue } from '@parking/domain/vouchers/voucher';
import { formatEuros } from '../../shared/format';
import type { PromotionVoucher } from './vouchers-api';

/** The list's 'value' text of the voucher's worth (domain voucherValue: the percent wins). */
export function voucherValueText(v: Pick<PromotionVoucher, 'dto' | 'dto_euro'>, lang: string): string | null {
  const value = voucherValue(v);
  if (value?.kind === 'percent') return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(value.percent / 100);
  if (value?.kind === 'euro') return formatEuros(value.euros, lang);
  return null;
}

/** 'DD/MM/YYYY' in Madrid from a wire date ('YYYY-MM-DD HH:mm:ss') or an ISO instant; null when none. */
export function voucherDateText(value: string | null): string | null {
  if (!value) return null;
  const d = parseWireDate(value) ?? (Number.isNaN(Date.parse(value)) ? null : new Date(value));
  return d ? formatDisplayDate(d) : null;
}
