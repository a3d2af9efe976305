import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRelayEnvironment } from 'react-relay';
import { useToast } from '../../components/ui/Toast.tsx';
import { invalidateCatalogue } from './connection.ts';
import { dashboardUrl } from '../../lib/dashboard-urls.ts';

export type ServerError = { message: string; field?: string | null } | null;

/** A createProduct/updateProduct answer: the success type, or an error (a ValidationError names its field). */
type SaveResult = { readonly __typename: string; readonly message?: string; readonly field?: string | null };

/**
 * What both product forms do with a save's answer: on success the storefront lists are refreshed
 * and the vendor goes back to the product list with `saved`; otherwise the form shows the error
 * (`failed` when the server gave no text) on its field. `announce: 'toast'` shows `saved` as a toast
 * (the spec's product update), else as the product list's 3 s banner.
 */
export function useProductSave({ success, saved, failed, announce = 'banner' }: { success: string; saved: string; failed: string; announce?: 'toast' | 'banner' }) {
  const navigate = useNavigate();
  const toast = useToast();
  const environment = useRelayEnvironment();
  const [serverError, setServerError] = useState<ServerError>(null);
  return {
    serverError,
    clearError: () => setServerError(null),
    onResult(result: SaveResult) {
      if (result.__typename === success) {
        invalidateCatalogue(environment);
        if (announce === 'toast') {
          toast({ title: saved });
          navigate(dashboardUrl('products'));
        } else {
          navigate(dashboardUrl('products'), { state: { message: saved } });
        }
      } else {
        setServerError({ message: ('message' in result && result.message) || failed, field: 'field' in result ? result.field : null });
      }
    },
    onError: (error: Error) => setServerError({ message: error.message || failed }),
  };
}
