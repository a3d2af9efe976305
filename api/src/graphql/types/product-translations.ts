// A product's Arabic and Urdu texts as written, for the editing form (issue 35): only for those
// who may edit the product.
import { builder } from '../builder.ts';
import { Product } from './product-node.ts';
import { translationEntries, translationType } from './language.ts';
import { ownerOnly } from '../../domain/catalogue/product-editing.ts';
import { PRODUCT_TRANSLATABLE } from '@rules/product.ts';

const ProductTranslation = translationType('ProductTranslation', "A product's name and description in Arabic or Urdu, as its editor wrote them.", Object.keys(PRODUCT_TRANSLATABLE));

builder.objectField(Product, 'translations', (t) =>
  t.field({
    type: [ProductTranslation],
    nullable: true,
    description: 'Its Arabic and Urdu texts as written, for editing: for its owner and the admin (who may edit it); null for anyone else.',
    resolve: (p, _args, ctx) => ownerOnly(ctx, p, () => translationEntries(p.translations, Object.keys(PRODUCT_TRANSLATABLE))),
  }),
);
