import { graphql, useMutation } from 'react-relay';
import type { useUpdateProductMutation as Mutation } from '../../__generated__/useUpdateProductMutation.graphql.ts';
import { productInputOf, type ProductFormValues } from './ProductForm.tsx';
import { useProductSave, type ServerError } from './useProductSave.ts';
import { useT } from '../../components/context/locale.tsx';
import { messages as formMessages } from '../../lib/i18n/compiled/en/dashboardProductForm.ts';

/**
 * Saves the form's values over the product with `slug` (its card in the dashboard's list follows);
 * on success the vendor goes back to that list with a message, otherwise `serverError` says what
 * went wrong.
 */
export function useUpdateProductMutation(): [(slug: string, values: ProductFormValues) => void, boolean, ServerError] {
  const t = useT(formMessages);
  const save = useProductSave({ success: 'UpdateProductSuccess', saved: t('dashboardProductForm.updated'), failed: t('dashboardProductForm.updateFailed'), announce: 'toast' });
  const [commit, submitting] = useMutation<Mutation>(graphql`
    mutation useUpdateProductMutation($input: UpdateProductInput!) {
      updateProduct(input: $input) {
        __typename
        ... on UpdateProductSuccess {
          product {
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
  const update = (slug: string, values: ProductFormValues) => {
    save.clearError();
    commit({
      variables: { input: { ...productInputOf(values), slug } },
      onCompleted: ({ updateProduct }) => save.onResult(updateProduct),
      onError: save.onError,
    });
  };
  return [update, submitting, save.serverError];
}
