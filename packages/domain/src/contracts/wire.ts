import { z } from 'zod';

/**
 * Wire conventions shared by every contract.
 * - Dates: `YYYY-MM-DD HH:mm:ss`, wall time in Europe/Madrid (spec 9).
 * - Money: euros as a number with at most two decimals; integer cents inside. The one
 *   conversion between them is money/money.ts (`centsToEuros`, `eurosToCents`).
 */
export const WIRE_DATE_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export const wireDate = z.string().regex(WIRE_DATE_PATTERN, { message: 'invalid_wire_date' });

export { DEFAULT_LANG, type Lang, SUPPORTED_LANGS, primaryLang } from '../i18n/lang';
