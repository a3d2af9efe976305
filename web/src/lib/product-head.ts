// A home product's head (listing-head.ts): "Oak Sofa for USD 1,200.00 from Casa Store…" and its Product node.
import { headPrice, listingHead, listingInput, type ListingHeadSource, type ListingHeadTags } from './listing-head.ts';
import { productMetaDescription, type ListingMetaWords } from './listing-meta.ts';
import { productJsonLd } from './structured-data.ts';

/** What the head reads of a home product (ProductPageQuery selects it). */
export interface ProductHeadSource extends ListingHeadSource {
  rating: { average?: number | null; count: number };
}

/** A home product's head, priced in USD (the discounted price when there is one), its description in the page's language (`words`). */
export function productHead(publicUrl: string, product: ProductHeadSource, words?: ListingMetaWords): ListingHeadTags {
  const description = productMetaDescription({ name: product.name, price: headPrice(product).formatted, storeName: product.vendor.storeName, description: product.description }, words);
  return listingHead(publicUrl, product, description, productJsonLd(publicUrl, { ...listingInput(product), rating: product.rating }));
}
