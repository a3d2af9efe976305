import { useSearchParams } from 'react-router-dom';
import { graphql, useFragment } from 'react-relay';
import type { ListingEnquiry_product$key } from '../../__generated__/ListingEnquiry_product.graphql.ts';
import { useSite } from '../../components/context/site.tsx';
import { PAGE_FORM_FLAGS } from '@rules/page-forms.ts';
import { EnquiryForm } from './EnquiryForm.tsx';
import { QuickContactLinks } from './QuickContactLinks.tsx';

/** A listing's enquiry form with the seller's WhatsApp and call links (property and product pages). */
export function ListingEnquiry({ product, formToken }: { product: ListingEnquiry_product$key; formToken: string }) {
  const data = useFragment(
    graphql`
      fragment ListingEnquiry_product on Product {
        id
        databaseId
        name
        path
        vendor {
          phone
        }
      }
    `,
    product,
  );
  const { publicUrl } = useSite();
  const [search] = useSearchParams();
  return (
    <>
      <EnquiryForm productId={data.id} databaseId={data.databaseId} listingName={data.name} formToken={formToken} sentWithoutScript={search.get(PAGE_FORM_FLAGS.enquirySent) === '1'} />
      {data.vendor?.phone && <QuickContactLinks productId={data.databaseId} phone={data.vendor.phone} listingName={data.name} listingUrl={`${publicUrl}${data.path}`} />}
    </>
  );
}
