import { lexicographicSortSchema } from 'graphql';
import { builder } from './builder.ts';
import { withSynchronousNodeIds } from './sync-node-ids.ts';
import './types/scalars.ts';
import './types/errors.ts';
import './types/enums.ts';
import './types/money.ts';
import './types/image.ts';
import './types/category.ts';
import './types/vendor.ts';
import './types/product.ts';
import './types/product-map.ts';
import './types/auth.ts';
import './types/product-editing.ts';
import './types/media.ts';
import './types/profile.ts';
import './types/accounts.ts';
import './types/admin-vendors.ts';
import './types/promo-code.ts';
import './types/synonym.ts';
import './types/search-meaning.ts';
import './types/site-settings.ts';
import './types/undelivered-mail.ts';
import './types/overview.ts';
import './types/api-key.ts';
import './types/customer.ts';
import './types/checkout.ts';
import './types/order.ts';
import './types/social.ts';
import './types/saved-search.ts';
import './types/feed.ts';
import './nodes-field.ts';

// The storefront's list and page types; see sync-node-ids.ts.
export const schema = withSynchronousNodeIds(builder.toSchema(), ['Product', 'Vendor', 'Category']);
/** The committed schema.graphql is printed from this (types sorted, so diffs stay small). */
export const sortedSchema = lexicographicSortSchema(schema);
