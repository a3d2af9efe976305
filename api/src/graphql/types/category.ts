import { builder } from '../builder.ts';
import { Image } from './image.ts';
import { CatalogueEnum } from './enums.ts';
import { listCategories } from '../../domain/catalogue/reads.ts';
import { answerLanguage, languageArgs, translationEntries, translationType } from './language.ts';
import { translatedText } from '@rules/content-languages.ts';

const CategoryTranslation = translationType('CategoryTranslation', "A category's name in Arabic or Urdu.", ['name']);

export const Category = builder.prismaNode('Category', {
  id: { field: 'id' },
  description: 'A category of one catalogue (Villas, Furniture, ...).',
  fields: (t) => ({
    name: t.string({ args: languageArgs, select: { translations: true }, description: 'Its name in the answer language (the path keeps the English name).', resolve: (c, args, ctx) => translatedText(c.translations, answerLanguage(args, ctx), 'name', c.name) }),
    translations: t.field({
      type: [CategoryTranslation],
      nullable: true,
      select: { translations: true },
      description: 'Its Arabic and Urdu names as written, for editing: for the admin only (who edits them); null for anyone else.',
      resolve: async (c, _args, ctx) => ((await ctx.viewer()).kind === 'admin' ? translationEntries(c.translations, ['name']) : null),
    }),
    slug: t.exposeString('slug'),
    catalogue: t.expose('catalogue', { type: CatalogueEnum }),
    inMenu: t.exposeBoolean('inMenu', { description: 'Named in the site menus.' }),
    image: t.field({ type: Image, nullable: true, resolve: (c) => c.image }),
    path: t.string({ description: 'Storefront path of the category page.', resolve: (c) => `/category/${encodeURIComponent(c.name)}` }),
  }),
});

builder.queryFields((t) => ({
  categories: t.prismaField({
    type: [Category],
    description: 'Categories in menu order, optionally of one catalogue or only those named in menus.',
    args: { catalogue: t.arg({ type: CatalogueEnum, required: false }), inMenu: t.arg.boolean({ required: false }) },
    resolve: (query, _root, args, ctx) => listCategories(ctx, args, query),
  }),
  category: t.field({
    type: Category,
    nullable: true,
    description: 'A category by its name (as in /category/{name}, any case) or its slug.',
    args: { name: t.arg.string({ required: true }) },
    resolve: (_root, { name }, ctx) => ctx.services.categories.byName(name),
  }),
}));
