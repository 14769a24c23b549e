import { barcelonaTexts } from './product-texts-barcelona';
import { madridTexts } from './product-texts-madrid';
import type { ProductTexts } from './product-text';

export const productTexts: Record<number, ProductTexts> = { ...barcelonaTexts, ...madridTexts };
