import type { Lang } from '@parking/domain/contracts/wire';

/** What a user reads about a product, per language (spec 3: name, description, long_description, warning_before_buy). */
export interface ProductText {
  name: string;
  description: string;
  longDescription: string;
  warningName: string | null;
  warningBody: string | null;
}

export type ProductTexts = Record<Lang, ProductText>;
