import { builder } from '../builder.ts';
import { Image } from './image.ts';
import { CatalogueEnum } from './enums.ts';
import { listCategories } from '../../domain/catalogue/reads.ts';
import type { Category as BookCategory } from '../../domain/catalogue/categories.ts';
import type { Context } from '../../context.ts';
import { updateCategoryTranslations } from '../../domain/catalogue/category-translations.ts';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import { answerLanguage, languageArgs, translationEntries, translationType } from './language.ts';
import { translatedText } from '@rules/content-languages.ts';

/** `read` of the category with its translations, from the book: at once when loaded, else once it is. */
function withTranslations<T>(ctx: Context, id: number, read: (category: BookCategory) => T): T | Promise<T> {
  const category = ctx.services.categories.get(id);
  return category instanceof Promise ? category.then(read) : read(category);
}

const CategoryTranslation = translationType('CategoryTranslation', "A category's name in Arabic or Urdu.", ['name']);

export const Category = builder.prismaNode('Category', {
  id: { field: 'id' },
  description: 'A category of one catalogue (Villas, Furniture, ...).',
  fields: (t) => ({
    name: t.string({
      args: languageArgs,
      description: 'Its name in the answer language (the path keeps the English name).',
      // English (most answers) is the row's own; a translation comes from the category book, which
      // holds every category with its translations: a card list reads no category row.
      resolve: (c, args, ctx) => {
        const language = answerLanguage(args, ctx);
        return language === 'en' ? c.name : withTranslations(ctx, c.id, (full) => translatedText(full.translations, language, 'name', c.name));
      },
    }),
    translations: t.field({
      type: [CategoryTranslation],
      nullable: true,
      description: 'Its Arabic and Urdu names as written, for editing: for the admin only (who edits them); null for anyone else.',
      resolve: async (c, _args, ctx) => ((await ctx.viewer()).kind === 'admin' ? withTranslations(ctx, c.id, (full) => translationEntries(full.translations, ['name'])) : null),
    }),
    slug: t.exposeString('slug', { description: "The category's URL slug (e.g. villas)." }),
    catalogue: t.expose('catalogue', { description: 'The catalogue the category belongs to.', type: CatalogueEnum }),
    inMenu: t.exposeBoolean('inMenu', { description: 'Named in the site menus.' }),
    image: t.field({ description: "The category's picture; null when none was uploaded.", type: Image, nullable: true, resolve: (c) => c.image }),
    path: t.string({ description: 'Storefront path of the category page.', resolve: (c) => `/category/${encodeURIComponent(c.name)}` }),
  }),
});

builder.queryFields((t) => ({
  categories: t.prismaField({
    type: [Category],
    description: 'Categories in menu order, optionally of one catalogue or only those named in menus.',
    args: { catalogue: t.arg({ description: 'Only the categories of this catalogue; absent: both.', type: CatalogueEnum, required: false }), inMenu: t.arg.boolean({ description: 'true: only the categories named in the site menus; false: only the others; absent: all.', required: false }) },
    resolve: (query, _root, args, ctx) => listCategories(ctx, args, query),
  }),
  category: t.field({
    type: Category,
    nullable: true,
    description: 'A category by its name (as in /category/{name}, any case) or its slug.',
    args: { name: t.arg.string({ description: "The category's name or slug.", required: true }) },
    resolve: (_root, { name }, ctx) => ctx.services.categories.byName(name),
  }),
}));

const CategoryTextsInput = builder.inputType('CategoryTextsInput', {
  description: "A category's name in one language.",
  fields: (t) => ({ name: t.string({ required: false, description: 'At most 100 characters; blank shows the English name.' }) }),
});

const UpdateCategoryTranslationsInput = builder.inputType('UpdateCategoryTranslationsInput', {
  fields: (t) => ({
    slug: t.string({ required: true, description: 'The category (its English name and path stay).' }),
    ar: t.field({ description: 'The Arabic name; absent: unchanged.', type: CategoryTextsInput, required: false }),
    ur: t.field({ description: 'The Urdu name; absent: unchanged.', type: CategoryTextsInput, required: false }),
  }),
});

builder.mutationFields((t) => ({
  updateCategoryTranslations: t.field({
    type: builder.objectRef<{ id: number }>('UpdateCategoryTranslationsSuccess').implement({
      fields: (f) => ({ category: f.prismaField({ description: 'The category with its new names.', type: Category, resolve: (query, change, _args, ctx) => ctx.db.category.findUniqueOrThrow({ ...query, where: { id: change.id } }) }) }),
    }),
    description: "Replaces a category's Arabic and Urdu names (a language left out is removed). Admin only (FORBIDDEN for a vendor, UNAUTHENTICATED without a session).",
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { input: t.arg({ type: UpdateCategoryTranslationsInput, required: true }) },
    resolve: (_root, { input: { slug, ...translations } }, ctx) => updateCategoryTranslations(ctx, slug, translations),
  }),
}));
