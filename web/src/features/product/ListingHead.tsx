import { PageMeta } from '../../components/PageMeta.tsx';
import { JsonLd } from '../../components/JsonLd.tsx';
import type { ListingHeadTags } from '../../lib/listing-head.ts';

/**
 * The head of a product or property page: title, meta description, canonical link, Open Graph
 * (PageMeta) and the JSON-LD (the listing's node, then BreadcrumbList). Each page builds the tags
 * of its own kind (lib/product-head.ts, lib/property-head.ts) from the fields its query selects:
 * no shared fragment, so a page carries neither the other kind's branch nor a second copy of the
 * field list (a fragment's reader artifact), and each route's script stays as small as before.
 */
export function ListingHead({ tags: { jsonLd, ...meta } }: { tags: ListingHeadTags }) {
  return (
    <>
      <PageMeta {...meta} />
      <JsonLd data={jsonLd} />
    </>
  );
}
