import { graphql, useMutation } from 'react-relay';
import type { useCreateProductMutation as Mutation } from '../../__generated__/useCreateProductMutation.graphql.ts';
import { productListConnectionId } from './connection.ts';
import { productInputOf, type ProductFormValues } from './ProductForm.tsx';
import { useProductSave, type ServerError } from './useProductSave.ts';
import { useT } from '../../components/context/locale.tsx';
import { messages as formMessages } from '../../lib/i18n/compiled/en/dashboardProductForm.ts';

/**
 * Creates a product from the form's values and shows it first in the dashboard's list; on success
 * the vendor goes back to that list with a message, otherwise `serverError` says what went wrong.
 */
export function useCreateProductMutation(): [(values: ProductFormValues) => void, boolean, ServerError] {
  const t = useT(formMessages);
  const save = useProductSave({ success: 'CreateProductSuccess', saved: t('dashboardProductForm.created'), failed: t('dashboardProductForm.createFailed') });
  const [commit, submitting] = useMutation<Mutation>(graphql`
    mutation useCreateProductMutation($input: CreateProductInput!, $connections: [ID!]!) {
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
  const create = (values: ProductFormValues) => {
    save.clearError();
    commit({
      variables: { input: productInputOf(values), connections: [productListConnectionId()] },
      onCompleted: ({ createProduct }) => save.onResult(createProduct),
      onError: save.onError,
    });
  };
  return [create, submitting, save.serverError];
}
