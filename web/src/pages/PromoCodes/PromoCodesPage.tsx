import { Suspense, useState, type FormEvent } from 'react';
import { useLoaderData } from 'react-router-dom';
import { graphql, useFragment, useMutation, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { PromoCodesPageQuery } from '../../__generated__/PromoCodesPageQuery.graphql.ts';
import type { PromoCodesPage_row$key } from '../../__generated__/PromoCodesPage_row.graphql.ts';
import type { PromoCodesPageCreateMutation } from '../../__generated__/PromoCodesPageCreateMutation.graphql.ts';
import type { PromoCodesPageToggleMutation } from '../../__generated__/PromoCodesPageToggleMutation.graphql.ts';
import type { PromoCodesPageDeleteMutation } from '../../__generated__/PromoCodesPageDeleteMutation.graphql.ts';
import { DashboardPage } from '../VendorDashboard/DashboardPage.tsx';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { EmptyText, ErrorText, LoadingText } from '../../components/StatusText.tsx';
import { formatDisplayDate, localDateString } from '../../lib/admin-dates.ts';
import { clampDiscount, cleanCode, emptyPromoForm, promoFormError, type PromoForm } from '../../lib/promo-form.ts';
import buttons from '../../components/Button.module.css';
import admin from '../../features/admin/admin.module.css';
import styles from './PromoCodesPage.module.css';
import { MAX_DISCOUNT_PERCENT, MIN_DISCOUNT_PERCENT, PROMO_CODE_MAX_LENGTH, PROMO_CODE_MIN_LENGTH, PROMO_CODE_PATTERN } from '../../../../rules/index.ts';

/** /vendor-dashboard/promo-codes: the table, the add form, toggle and delete (spec §2, §5, §8). */
export default function PromoCodesPage() {
  const queryRef = useLoaderData() as PreloadedQuery<PromoCodesPageQuery>;
  const [error, setError] = useState<string | null>(null);
  return (
    <DashboardPage heading="Promo Codes">
      {error && (
        <p role="alert" className={admin.error}>
          {error}
          <button type="button" className={admin.dismiss} aria-label="Dismiss" onClick={() => setError(null)}>
            ×
          </button>
        </p>
      )}
      <AddPromoCodeForm onError={setError} />
      <ErrorBoundary fallback={() => <ErrorText>Failed to fetch promo codes. Please try again.</ErrorText>}>
        <Suspense fallback={<LoadingText>Loading promo codes...</LoadingText>}>
          <PromoCodeTable queryRef={queryRef} onError={setError} />
        </Suspense>
      </ErrorBoundary>
    </DashboardPage>
  );
}

/** Puts a new code first in the page's list (the list is a plain root field). */
function prependPromo(store: RecordSourceSelectorProxy) {
  const created = store.getRootField('createPromoCode')?.getLinkedRecord('promoCode');
  if (!created) return;
  const root = store.getRoot();
  root.setLinkedRecords([created, ...(root.getLinkedRecords('promoCodes') ?? [])], 'promoCodes');
}

function AddPromoCodeForm({ onError }: { onError: (message: string | null) => void }) {
  const today = localDateString(new Date());
  const [form, setForm] = useState<PromoForm>(() => emptyPromoForm(today));
  const [commit, saving] = useMutation<PromoCodesPageCreateMutation>(graphql`
    mutation PromoCodesPageCreateMutation($input: CreatePromoCodeInput!) {
      createPromoCode(input: $input) {
        __typename
        ... on CreatePromoCodeSuccess {
          promoCode {
            id
            ...PromoCodesPage_row
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = promoFormError(form, today);
    if (problem) {
      onError(problem);
      return;
    }
    onError(null);
    commit({
      variables: { input: form },
      updater: (store, data) => {
        if (data?.createPromoCode.__typename === 'CreatePromoCodeSuccess') prependPromo(store);
      },
      onCompleted: ({ createPromoCode }) => {
        if (createPromoCode.__typename === 'CreatePromoCodeSuccess') setForm(emptyPromoForm(today));
        else onError(('message' in createPromoCode && createPromoCode.message) || 'Failed to create promo code. Please check your inputs.');
      },
      onError: (e) => onError(e.message || 'Failed to create promo code. Please check your inputs.'),
    });
  }

  const set = (patch: Partial<PromoForm>) => setForm((current) => ({ ...current, ...patch }));
  return (
    <form className={styles.form} onSubmit={submit} aria-label="Add promo code" noValidate>
      <label className={styles.field}>
        Code
        <input value={form.code} onChange={(e) => set({ code: cleanCode(e.target.value) })} required minLength={PROMO_CODE_MIN_LENGTH} maxLength={PROMO_CODE_MAX_LENGTH} pattern={PROMO_CODE_PATTERN.source} placeholder="e.g. WINTER-26" />
      </label>
      <label className={styles.field}>
        Discount (%)
        <input type="number" min={MIN_DISCOUNT_PERCENT} max={MAX_DISCOUNT_PERCENT} step={1} value={form.discountPercentage} onChange={(e) => set({ discountPercentage: clampDiscount(e.target.value) })} required />
      </label>
      <label className={styles.field}>
        Start date
        <input type="date" min={today} value={form.startDate} onChange={(e) => set({ startDate: e.target.value })} required />
      </label>
      <label className={styles.field}>
        End date
        <input type="date" min={form.startDate || today} value={form.endDate} onChange={(e) => set({ endDate: e.target.value })} required />
      </label>
      <button type="submit" className={buttons.primary} disabled={saving} aria-busy={saving}>
        {saving ? 'Adding...' : 'Add Promo Code'}
      </button>
    </form>
  );
}

function PromoCodeTable({ queryRef, onError }: { queryRef: PreloadedQuery<PromoCodesPageQuery>; onError: (message: string | null) => void }) {
  const data = usePreloadedQuery<PromoCodesPageQuery>(
    graphql`
      query PromoCodesPageQuery {
        promoCodes {
          id
          ...PromoCodesPage_row
        }
      }
    `,
    queryRef,
  );
  if (!data.promoCodes.length) return <EmptyText>No promo codes yet.</EmptyText>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Discount</th>
            <th scope="col">Start date</th>
            <th scope="col">End date</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {data.promoCodes.map((promo) => (
            <PromoCodeRow key={promo.id} promo={promo} onError={onError} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PromoCodeRow({ promo, onError }: { promo: PromoCodesPage_row$key; onError: (message: string | null) => void }) {
  const row = useFragment(
    graphql`
      fragment PromoCodesPage_row on PromoCode {
        id
        code
        discountPercentage
        startDate
        endDate
        isActive
      }
    `,
    promo,
  );
  const [commitToggle, toggling] = useMutation<PromoCodesPageToggleMutation>(graphql`
    mutation PromoCodesPageToggleMutation($input: SetPromoCodeActiveInput!) {
      setPromoCodeActive(input: $input) {
        __typename
        ... on SetPromoCodeActiveSuccess {
          promoCode {
            id
            isActive
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [commitDelete, deleting] = useMutation<PromoCodesPageDeleteMutation>(graphql`
    mutation PromoCodesPageDeleteMutation($input: DeletePromoCodeInput!) {
      deletePromoCode(input: $input) {
        __typename
        ... on DeletePromoCodeSuccess {
          deletedPromoCodeId @deleteRecord
        }
        ... on Error {
          message
        }
      }
    }
  `);

  const toggle = () =>
    commitToggle({
      variables: { input: { id: row.id, isActive: !row.isActive } },
      onCompleted: ({ setPromoCodeActive }) => {
        if (setPromoCodeActive.__typename !== 'SetPromoCodeActiveSuccess') onError(('message' in setPromoCodeActive && setPromoCodeActive.message) || 'Failed to update promo code status');
      },
      onError: (e) => onError(e.message || 'Failed to update promo code status'),
    });
  const remove = () =>
    commitDelete({
      variables: { input: { id: row.id } },
      updater: (store, data) => {
        if (data?.deletePromoCode.__typename !== 'DeletePromoCodeSuccess') return;
        const root = store.getRoot();
        root.setLinkedRecords((root.getLinkedRecords('promoCodes') ?? []).filter((r) => r && r.getDataID() !== row.id), 'promoCodes');
      },
      onCompleted: ({ deletePromoCode }) => {
        if (deletePromoCode.__typename !== 'DeletePromoCodeSuccess') onError(('message' in deletePromoCode && deletePromoCode.message) || 'Failed to delete promo code');
      },
      onError: (e) => onError(e.message || 'Failed to delete promo code'),
    });

  return (
    <tr>
      <td>
        <strong>{row.code}</strong>
      </td>
      <td>{row.discountPercentage}%</td>
      <td>{formatDisplayDate(row.startDate)}</td>
      <td>{formatDisplayDate(row.endDate)}</td>
      <td>
        <button type="button" className={admin.small} onClick={toggle} disabled={toggling} aria-pressed={row.isActive} aria-label={`${row.code}: ${row.isActive ? 'Active' : 'Inactive'}, switch`}>
          <span className={row.isActive ? styles.active : styles.inactive}>{row.isActive ? 'Active' : 'Inactive'}</span>
        </button>
      </td>
      <td>
        <button type="button" className={`${admin.small} ${admin.danger}`} onClick={remove} disabled={deleting} aria-label={`Delete ${row.code}`}>
          {deleting ? 'Deleting...' : 'Delete'}
        </button>
      </td>
    </tr>
  );
}
