// A store's Arabic and Urdu texts as written and its chosen language, for the profile form
// (issue 35): only for the store itself and the admin, who may edit them.
import { builder } from '../builder.ts';
import { Vendor } from './vendor.ts';
import { LanguageEnum, translationEntries, translationType } from './language.ts';
import { ownsOrAdmin } from '../../domain/auth/permissions.ts';
import { isContentLanguage } from '@rules/content-languages.ts';
import type { Context } from '../../context.ts';

const STORE_TEXTS = ['storeName', 'description'];
const StoreTranslation = translationType('StoreTranslation', "A store's name and description in Arabic or Urdu, as written.", STORE_TEXTS);

const editableBy = async (ctx: Context, vendorId: number) => ownsOrAdmin(await ctx.viewer(), vendorId);

builder.prismaObjectFields(Vendor, (t) => ({
  translations: t.field({
    type: [StoreTranslation],
    nullable: true,
    description: 'Its Arabic and Urdu texts as written, for editing: for the store itself and the admin; null for anyone else.',
    select: { translations: true },
    resolve: async (v, _args, ctx) => ((await editableBy(ctx, v.id)) ? translationEntries(v.translations, STORE_TEXTS) : null),
  }),
  language: t.field({
    type: LanguageEnum,
    nullable: true,
    description: "The store's language (its mails are written in it): for the store itself and the admin; null for anyone else.",
    select: { language: true },
    resolve: async (v, _args, ctx) => ((await editableBy(ctx, v.id)) && isContentLanguage(v.language) ? v.language : null),
  }),
}));
