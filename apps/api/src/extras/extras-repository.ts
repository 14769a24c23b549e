import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { extraTranslations, extras, productExtras } from '../db/schema';

/** The enabled extras (in display order), every extra's texts and which product offers which. */
export async function loadExtrasRows(db: Db) {
  const [rows, texts, links] = await Promise.all([
    db.select().from(extras).where(eq(extras.enabled, true)).orderBy(asc(extras.sortOrder), asc(extras.id)),
    db.select().from(extraTranslations),
    db.select().from(productExtras),
  ]);
  return { rows, texts, links };
}
