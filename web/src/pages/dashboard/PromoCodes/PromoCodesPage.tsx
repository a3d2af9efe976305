import { Suspense, useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { PromoCodesPageQuery } from '../../../__generated__/PromoCodesPageQuery.graphql.ts';
import { DashboardPage } from '../DashboardPage.tsx';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { ErrorText, LoadingText } from '../../../components/StatusText.tsx';
import { DismissibleError } from '../../../features/admin/DismissibleError.tsx';
import { AddPromoCodeForm } from '../../../features/promo-codes/AddPromoCodeForm.tsx';
import { PromoCodeTable } from '../../../features/promo-codes/PromoCodeTable.tsx';

/** /vendor-dashboard/promo-codes: the table, the add form, toggle and delete (spec §2, §5, §8). */
export default function PromoCodesPage() {
  const queryRef = useLoaderData() as PreloadedQuery<PromoCodesPageQuery>;
  const [error, setError] = useState<string | null>(null);
  return (
    <DashboardPage heading="Promo Codes">
      <DismissibleError message={error} onDismiss={() => setError(null)} />
      <AddPromoCodeForm onError={setError} />
      <ErrorBoundary fallback={() => <ErrorText>Failed to fetch promo codes. Please try again.</ErrorText>}>
        <Suspense fallback={<LoadingText>Loading promo codes...</LoadingText>}>
          <PromoCodes queryRef={queryRef} onError={setError} />
        </Suspense>
      </ErrorBoundary>
    </DashboardPage>
  );
}

function PromoCodes({ queryRef, onError }: { queryRef: PreloadedQuery<PromoCodesPageQuery>; onError: (message: string | null) => void }) {
  const data = usePreloadedQuery<PromoCodesPageQuery>(
    graphql`
      query PromoCodesPageQuery {
        promoCodes {
          id
          ...PromoCodeTable_promoCode
        }
      }
    `,
    queryRef,
  );
  return <PromoCodeTable promoCodes={data.promoCodes} onError={onError} />;
}
