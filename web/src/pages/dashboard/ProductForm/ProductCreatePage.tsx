import { useLoaderData } from 'react-router-dom';
import { graphql, useMutation, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ProductCreatePageQuery } from '../../../__generated__/ProductCreatePageQuery.graphql.ts';
import type { ProductCreatePageMutation } from '../../../__generated__/ProductCreatePageMutation.graphql.ts';
import { catalogueOfBrandType, type BrandTypeName } from '../../../../../rules/index.ts';
import { DashboardPage } from '../DashboardPage.tsx';
import { useDashboardViewer } from '../DashboardViewerContext.ts';
import { emptyProductForm, ProductForm, productInputOf, type ProductFormValues } from '../../../features/dashboard-products/ProductForm.tsx';
import { productListConnectionId } from '../../../features/dashboard-products/connection.ts';
import { useProductSave } from './useProductSave.ts';

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
  const save = useProductSave({ success: 'CreateProductSuccess', saved: 'Product has been created successfully.', failed: 'Failed to create product' });
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
    save.clearError();
    commit({
      variables: { input: productInputOf(values), connections: [productListConnectionId()] },
      onCompleted: ({ createProduct }) => save.onResult(createProduct),
      onError: save.onError,
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
        serverError={save.serverError}
        onSubmit={submit}
      />
    </DashboardPage>
  );
}
