import { z } from 'zod';
import { LANG_TAG_PATTERN } from '../i18n/lang';
import { WIRE_DATE_PATTERN } from '../time/madrid';
import { wireInstant } from '../time/wire-instant';

/**
 * Wire conventions shared by every contract.
 * - Dates: `YYYY-MM-DD HH:mm:ss`, wall time in Europe/Madrid (spec 9; the pattern and its
 *   parsing are time/madrid.ts's).
 * - Money: euros as a number with at most two decimals; integer cents inside. The one
 *   conversion between them is money/money.ts (`centsToEuros`, `eurosToCents`).
 */
export { WIRE_DATE_PATTERN };

export const wireDate = z.string().regex(WIRE_DATE_PATTERN, { message: 'invalid_wire_date' });

/** Spec 5 "Language pattern accepts es, ca, en, fr with regional variants" (i18n/lang.ts), as a field. */
export const langTag = z.string().regex(LANG_TAG_PATTERN, { message: 'invalid_lang' });

const STAY_DATE_FIELDS = ['startDate', 'endDate'] as const;

/**
 * The routes' check that a stay's two wire dates exist in Madrid: '2026-02-30 10:00:00' has
 * the wire shape but is no date. A superRefine for the calculate and booking bodies
 * (`calculatePriceRequest.superRefine(stayDatesExist)`), kept out of the shared schemas
 * because a refined object can no longer be extended (reservationBodyFor extends the
 * calculate request). Reads through wireInstant's memo, as the pricing that follows does.
 */
export function stayDatesExist<T extends { startDate: string; endDate: string }>(v: T, ctx: z.RefinementCtx<T>): void {
  for (const field of STAY_DATE_FIELDS) {
    if (wireInstant(v[field]) === null) ctx.addIssue({ code: 'custom', path: [field], message: 'invalid_wire_date' });
  }
}

export { DEFAULT_LANG, type Lang, SUPPORTED_LANGS, primaryLang } from '../i18n/lang';
