/**
 * Catalogue model descriptions (spec 3 "Model: id, friendlyName, year, model_description,
 * umc"; spec 4 "Model descriptions are parsed for a friendly name and a year from a
 * bracketed part"), e.g. 'GOLF VII (2017-2020)' -> 'GOLF VII' and '2017-2020'.
 */
export interface ParsedModelDescription {
  /** The description without its trailing year bracket, blanks collapsed. */
  friendlyName: string;
  /** The bracket's text ('2017-2020', '2020-', '97-03'), or null when there is none. */
  year: string | null;
  /** The first and last four-digit years of the bracket; `to` null for an open range. */
  from: number | null;
  to: number | null;
}

/** A bracket's text is a year part when it has digits and only digits, dashes, slashes, dots and blanks. */
const YEAR_TEXT = /^[\d\s./-]*$/;
const FOUR_DIGITS = /\d{4}/g;

export function parseModelDescription(description: string): ParsedModelDescription {
  const text = description.replace(/\s+/g, ' ').trim();
  const none = { friendlyName: text, year: null, from: null, to: null };
  if (!text.endsWith(')')) return none;
  const open = text.lastIndexOf('(');
  const inner = text.slice(open + 1, -1);
  if (open <= 0 || !YEAR_TEXT.test(inner) || !/\d/.test(inner)) return none;
  const year = inner.replace(/\s+/g, '');
  const years = (year.match(FOUR_DIGITS) ?? []).map(Number);
  const from = years[0] ?? null;
  const to = year.endsWith('-') ? null : (years.at(-1) ?? null);
  return { friendlyName: text.slice(0, open).trim(), year, from, to };
}

/**
 * Spec 4 "the year select ... ordered by last two digits, entries without a four-digit year
 * last": the sort key is the last two digits of the bracket's last four-digit year
 * ('2017-2020' -> 20, '2020-' -> 20). Read literally, a 1990s year (99) sorts after a 2020s
 * one (20); the catalogue's generations that share a friendly name never straddle 2000, so
 * the quirk does not show. Stable: equal keys keep their catalogue order.
 */
export function yearSortKey(year: string | null): number | null {
  const years = year?.match(FOUR_DIGITS);
  const last = years?.at(-1);
  return last === undefined ? null : Number(last.slice(-2));
}

export function orderByYear<T>(items: readonly T[], yearOf: (item: T) => string | null): T[] {
  const keyed = items.map((item, i) => ({ item, i, key: yearSortKey(yearOf(item)) }));
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) return a.key === b.key ? a.i - b.i : a.key === null ? 1 : -1;
    return a.key - b.key || a.i - b.i;
  });
  return keyed.map((k) => k.item);
}

export interface CatalogueModel {
  umc: string;
  model_description: string;
}

export interface ModelChoice<M extends CatalogueModel> {
  friendlyName: string;
  /** The catalogue models sharing the friendly name, ordered for the year select. */
  variants: { model: M; year: string | null }[];
  /** The distinct year texts of the variants, in that order (null: a variant without year). */
  years: (string | null)[];
  /**
   * Spec 5 "year required only when the model has several variants, shown only if more than
   * one year"; spec 4 "if several models share a friendly name the year select is required".
   */
  yearRequired: boolean;
  yearShown: boolean;
}

/**
 * Spec 4 "models are de-duplicated by friendly name": one choice per friendly name in the
 * order the names first appear, each with its variants in year order.
 */
export function modelChoices<M extends CatalogueModel>(models: readonly M[]): ModelChoice<M>[] {
  const byName = new Map<string, { model: M; year: string | null }[]>();
  for (const model of models) {
    const p = parseModelDescription(model.model_description);
    const list = byName.get(p.friendlyName);
    const v = { model, year: p.year };
    if (list) list.push(v);
    else byName.set(p.friendlyName, [v]);
  }
  return [...byName].map(([friendlyName, list]) => {
    const variants = orderByYear(list, (v) => v.year);
    const years = [...new Set(variants.map((v) => v.year))];
    return { friendlyName, variants, years, yearRequired: list.length > 1, yearShown: years.length > 1 };
  });
}

/**
 * The catalogue model a selection stands for: the variant of the chosen year, or, when the
 * year select is not shown (one year for all variants), the first variant. Null while a
 * shown year is not chosen or matches no variant.
 */
export function variantFor<M extends CatalogueModel>(choice: ModelChoice<M>, year: string | null): M | null {
  if (!choice.yearShown) return choice.variants[0]?.model ?? null;
  return choice.variants.find((v) => v.year === year)?.model ?? null;
}
