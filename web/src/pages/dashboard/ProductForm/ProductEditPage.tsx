import { useLoaderData } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ProductEditPageQuery, ProductEditPageQuery$data } from '../../../__generated__/ProductEditPageQuery.graphql.ts';
import type { CatalogueName, CompletionStatusName, ListingPurposeName, RentPeriodName } from '@rules/index.ts';
import { DashboardPage } from '../DashboardPage.tsx';
import { emptyProductForm, ProductForm, TRANSLATED_PRODUCT_FIELDS, type ProductFormValues } from '../../../features/dashboard-products/ProductForm.tsx';
import { formTranslationsOf } from '../../../lib/translation-form.ts';
import { useUpdateProductMutation } from '../../../features/dashboard-products/useUpdateProductMutation.ts';
import { EmptyText } from '../../../components/StatusText.tsx';
import { useT } from '../../../components/context/locale.tsx';
import { messages as formMessages } from '../../../lib/i18n/compiled/en/dashboardProductForm.ts';

type EditableProduct = NonNullable<ProductEditPageQuery$data['myProduct']>;

/** The form starts from the product as stored (amounts as the server writes them). */
function valuesOf(product: EditableProduct): ProductFormValues {
  const details = product.realEstateDetails;
  const place = product.location;
  const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));
  return {
    name: product.name,
    price: product.price.amount,
    discountedPrice: product.discountedPrice?.amount ?? '',
    description: product.description,
    category: product.category.name,
    images: product.images.map((image) => ({ reference: image.reference, url: image.url })),
    amenities: [...product.amenities],
    beds: details ? String(details.beds) : '',
    baths: details ? String(details.baths) : '',
    area: details ? String(details.areaSqft) : '',
    purpose: (details?.purpose as ListingPurposeName | undefined) ?? emptyProductForm.purpose,
    rentPeriod: (details?.rentPeriod as RentPeriodName | null | undefined) ?? emptyProductForm.rentPeriod,
    completionStatus: (details?.completionStatus as CompletionStatusName | undefined) ?? emptyProductForm.completionStatus,
    handoverDate: text(details?.handoverDate as string | null | undefined),
    city: text(place?.city),
    neighbourhood: text(place?.neighbourhood),
    countryCode: text(place?.countryCode),
    latitude: text(place?.latitude),
    longitude: text(place?.longitude),
    translations: formTranslationsOf(product.translations, TRANSLATED_PRODUCT_FIELDS),
  };
}

/**
 * /vendor-dashboard/products/edit/{slug}: categories limited to the product's main catalogue. The
 * form edits the English texts (the others are its tabs): they are asked in English whatever the
 * dashboard's language (docs/decisions/dashboard-language.md).
 */
export default function ProductEditPage() {
  const queryRef = useLoaderData() as PreloadedQuery<ProductEditPageQuery>;
  const { myProduct: product, categories } = usePreloadedQuery<ProductEditPageQuery>(
    graphql`
      query ProductEditPageQuery($slug: String!) {
        myProduct(slug: $slug) {
          id
          slug
          name(language: EN)
          description(language: EN)
          catalogue
          price {
            amount
          }
          discountedPrice {
            amount
          }
          category {
            name(language: EN)
          }
          images {
            reference
            url(variant: THUMB)
          }
          amenities(language: EN)
          translations {
            language
            name
            description
          }
          realEstateDetails {
            beds
            baths
            areaSqft
            purpose
            rentPeriod
            completionStatus
            handoverDate
          }
          location {
            city
            neighbourhood
            countryCode
            latitude
            longitude
          }
        }
        categories {
          name(language: EN)
          label: name
          catalogue
        }
      }
    `,
    queryRef,
  );
  const [update, submitting, serverError] = useUpdateProductMutation();
  const t = useT(formMessages);

  const catalogue = product?.catalogue as CatalogueName;

  return (
    <DashboardPage heading={t('dashboardProductForm.editHeading')}>
      {product ? (
        <ProductForm
          key={product.id}
          mode="edit"
          catalogue={catalogue}
          categories={categories.filter((c) => c.catalogue === catalogue).map(({ name, label }) => ({ name, label }))}
          initialValues={valuesOf(product)}
          submitLabel={t('dashboardProductForm.update')}
          submitting={submitting}
          serverError={serverError}
          onSubmit={(values) => update(product.slug, values)}
        />
      ) : (
        <EmptyText>{t('dashboardProductForm.notFound')}</EmptyText>
      )}
    </DashboardPage>
  );
}
