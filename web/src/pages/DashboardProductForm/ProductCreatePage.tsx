import { useState } from 'react';
import { useLoaderData, useNavigate } from 'react-router-dom';
import { graphql, useMutation, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import type { ProductCreatePageQuery } from '../../__generated__/ProductCreatePageQuery.graphql.ts';
import type { ProductCreatePageMutation } from '../../__generated__/ProductCreatePageMutation.graphql.ts';
import { catalogueOfBrandType, type BrandTypeName } from '../../../../api/src/domain/catalogue/product-rules.ts';
import { DashboardPage } from '../VendorDashboard/DashboardPage.tsx';
import { useDashboardViewer } from '../VendorDashboard/DashboardViewerContext.ts';
import { emptyProductForm, ProductForm, productInputOf, type ProductFormValues } from '../../features/dashboard-products/ProductForm.tsx';
import { invalidateCatalogue, productListConnectionId } from '../../features/dashboard-products/connection.ts';

type ServerError = { message: string; field?: string | null } | null;

/** /vendor-dashboard/products/create: category options follow the store's brand type. */
export default function ProductCreatePage() {
  const queryRef = useLoaderData() as PreloadedQuery<ProductCreatePageQuery>;
  const { categories } = usePreloadedQuery<ProductCreatePageQuery>(
    graphql`
      query ProductCreatePageQuery {
        categories {
          name
          catalogue
        }
      }
    `,
    queryRef,
  );
  const viewer = useDashboardViewer();
  const catalogue = catalogueOfBrandType(viewer.brandType as BrandTypeName);
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  const [serverError, setServerError] = useState<ServerError>(null);
  const [commit, submitting] = useMutation<ProductCreatePageMutation>(graphql`
    mutation ProductCreatePageMutation($input: CreateProductInput!, $connections: [ID!]!) {
      createProduct(input: $input) {
        __typename
        ... on CreateProductSuccess {
          product @prependNode(connections: $connections, edgeTypeName: "ProductEdge") {
            id
            ...DashboardProductCard_product
          }
        }
        ... on Error {
          message
        }
        ... on ValidationError {
          field
        }
      }
    }
  `);

  function submit(values: ProductFormValues) {
    setServerError(null);
    commit({
      variables: { input: productInputOf(values), connections: [productListConnectionId()] },
      onCompleted: ({ createProduct: result }) => {
        if (result.__typename === 'CreateProductSuccess') {
          invalidateCatalogue(environment);
          navigate('/vendor-dashboard/products', { state: { message: 'Product has been created successfully.' } });
        } else {
          setServerError({ message: ('message' in result && result.message) || 'Failed to create product', field: 'field' in result ? result.field : null });
        }
      },
      onError: (error) => setServerError({ message: error.message || 'Failed to create product' }),
    });
  }

  return (
    <DashboardPage heading="Add New Product">
      <ProductForm
        mode="create"
        catalogue={catalogue}
        categories={categories.filter((c) => c.catalogue === catalogue).map((c) => c.name)}
        initialValues={emptyProductForm}
        submitLabel="Add Product"
        submitting={submitting}
        serverError={serverError}
        onSubmit={submit}
      />
    </DashboardPage>
  );
}
