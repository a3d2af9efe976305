// How a product write stores its Arabic and Urdu name and description (issue 35; the rules that
// check them are rules/product.ts's).
import type { Prisma } from '../../generated/prisma/client.ts';
import type { ProductTranslations } from '@rules/product.ts';

/** The nested write that replaces a product's translations with `translations` (a language left out is removed). */
export function replaceProductTranslations(translations: ProductTranslations): Prisma.ProductTranslationUpdateManyWithoutProductNestedInput {
  return { deleteMany: {}, create: translationRows(translations) };
}

/** The rows to create for `translations`. */
export function translationRows(translations: ProductTranslations): Prisma.ProductTranslationCreateWithoutProductInput[] {
  return Object.entries(translations).map(([language, texts]) => ({ language, name: texts?.name ?? null, description: texts?.description ?? null }));
}
