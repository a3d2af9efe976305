import { useLoaderData } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ProductCreatePageQuery } from '../../../__generated__/ProductCreatePageQuery.graphql.ts';
import { amenitiesForPurpose, catalogueOfBrandType, marketCountryOfName, type BrandTypeName } from '@rules/index.ts';
import { DashboardPage } from '../DashboardPage.tsx';
import { useDashboardViewer } from '../DashboardViewerContext.ts';
import { emptyProductForm, ProductForm } from '../../../features/dashboard-products/ProductForm.tsx';
import { useCreateProductMutation } from '../../../features/dashboard-products/useCreateProductMutation.ts';
import { useT } from '../../../components/context/locale.tsx';
import { messages as formMessages } from '../../../lib/i18n/compiled/en/dashboardProductForm.ts';

/** /vendor-dashboard/products/create: category options follow the store's brand type. */
export default function ProductCreatePage() {
  const queryRef = useLoaderData() as PreloadedQuery<ProductCreatePageQuery>;
  const { categories, viewer: profile } = usePreloadedQuery<ProductCreatePageQuery>(
    graphql`
      query ProductCreatePageQuery {
        # The product form chooses a category by its English name, whatever the dashboard's language,
        # and shows it in that language (label).
        categories {
          name(language: EN)
          label: name
          catalogue
        }
        viewer {
          city
          country
        }
      }
    `,
    queryRef,
  );
  const viewer = useDashboardViewer();
  const t = useT(formMessages);
  const catalogue = catalogueOfBrandType(viewer.brandType as BrandTypeName);
  const [create, submitting, serverError] = useCreateProductMutation();
  // A new property starts where the store is, for sale (its purpose amenity ticked to match).
  const initialValues = {
    ...emptyProductForm,
    amenities: catalogue === 'REAL_ESTATE' ? amenitiesForPurpose(emptyProductForm.amenities, emptyProductForm.purpose) : [],
    city: profile?.city ?? '',
    countryCode: marketCountryOfName(profile?.country) ?? '',
  };

  return (
    <DashboardPage heading={t('dashboardProductForm.addHeading')}>
      <ProductForm
        mode="create"
        catalogue={catalogue}
        categories={categories.filter((c) => c.catalogue === catalogue).map(({ name, label }) => ({ name, label }))}
        initialValues={initialValues}
        submitLabel={t('dashboardProductForm.add')}
        submitting={submitting}
        serverError={serverError}
        onSubmit={create}
      />
    </DashboardPage>
  );
}
