import { graphql, useFragment } from 'react-relay';
import type { ListingHead_product$key } from '../../__generated__/ListingHead_product.graphql.ts';
import { PageMeta } from '../../components/PageMeta.tsx';
import { JsonLd } from '../../components/JsonLd.tsx';
import { listingHead } from '../../lib/listing-head.ts';

/**
 * The head of a product or property page: title, meta description, canonical link, Open Graph
 * (PageMeta) and the JSON-LD (Product or RealEstateListing, then BreadcrumbList), priced in USD.
 * The page hands in the site's public URL (JSON-LD links are absolute).
 */
export function ListingHead({ listing, publicUrl }: { listing: ListingHead_product$key; publicUrl: string }) {
  const data = useFragment(
    graphql`
      fragment ListingHead_product on Product {
        name
        description
        catalogue
        path
        hiddenFromSuggestions
        createdAt
        amenities
        featureImage {
          shareUrl: url(variant: FULL)
        }
        usdPrice: price(currency: USD) {
          amount
          formatted
        }
        usdDiscountedPrice: discountedPrice(currency: USD) {
          amount
          formatted
        }
        category {
          name
          path
        }
        rating {
          average
          count
        }
        vendor {
          storeName
          path
        }
        realEstateDetails {
          beds
          baths
          areaSqft
          purpose
        }
        location {
          city
          neighbourhood
          countryCode
          latitude
          longitude
        }
      }
    `,
    listing,
  );
  const { jsonLd, ...meta } = listingHead(publicUrl, data);
  return (
    <>
      <PageMeta {...meta} />
      <JsonLd data={jsonLd} />
    </>
  );
}
