// The admin names categories in Arabic and Urdu (issue 35). The English name stays the category's
// own (its page's path and the menus' spec names); these are what Arabic and Urdu answers show.
import type { Context } from '../context.ts';
import { requireAdmin } from '../auth/guards.ts';
import { NotFoundError } from '../errors.ts';
import { announce } from '../events.ts';
import { checkedTranslations, replaceTranslations } from '../shared/translations.ts';
import type { TranslatableField } from '@rules/translations-input.ts';

/** A category's translatable name, under the English names' length. */
export const CATEGORY_TRANSLATABLE = { name: { label: 'Category name', max: 100 } } satisfies Record<string, TranslatableField>;

/**
 * Replaces the Arabic and Urdu names of the category with this slug (a language left out is
 * removed). Admin only; a bad name changes nothing. Answers the category's id.
 */
export async function updateCategoryTranslations(ctx: Context, slug: string, input: unknown): Promise<{ id: number }> {
  await requireAdmin(ctx);
  const translations = checkedTranslations(input, CATEGORY_TRANSLATABLE);
  const category = await ctx.services.categories.bySlug(slug);
  if (!category) throw new NotFoundError('Category not found.');
  const write = ctx.db.category.update({ where: { id: category.id }, data: { translations: replaceTranslations(translations) }, select: { id: true } });
  const updated = await announce(ctx, write, { kind: 'category', id: category.id });
  // This process's book reads them again at once; the others' within its 30 s (categories.ts).
  ctx.services.categories.invalidate();
  return updated;
}
