import { useState } from 'react';
import { Link } from 'react-router-dom';
import { graphql, useFragment, useMutation, useRelayEnvironment } from 'react-relay';
import { commitLocalUpdate } from 'relay-runtime';
import type { AdminVendorCard_vendor$data, AdminVendorCard_vendor$key } from '../../__generated__/AdminVendorCard_vendor.graphql.ts';
import type { AdminVendorCardAccessMutation } from '../../__generated__/AdminVendorCardAccessMutation.graphql.ts';
import type { AdminVendorCardDeleteMutation } from '../../__generated__/AdminVendorCardDeleteMutation.graphql.ts';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { adminVendorConnectionId } from './connections.ts';
import styles from '../../components/admin.module.css';
import { messages as brandMessages } from '../../lib/i18n/compiled/en/brands.ts';
import { brandTypeLabelIn } from '../../lib/rule-labels.ts';
import { vendorEditUrl } from '../../lib/dashboard-urls.ts';
import { useServerText, useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardVendors.ts';


type Outcome = { ok: boolean; message: string };
type CardVendor = AdminVendorCard_vendor$data;

/** One store: link to its public page, Edit Profile, Grant/Revoke Access, delete. */
export function AdminVendorCard({ vendor, onOutcome }: { vendor: AdminVendorCard_vendor$key; onOutcome: (outcome: Outcome) => void }) {
  const data = useFragment(
    graphql`
      fragment AdminVendorCard_vendor on Vendor {
        id
        storeId
        storeName
        brandType
        email
        phone
        city
        country
        isAdmin
        accessGranted
        path
      }
    `,
    vendor,
  );
  const t = useT(messages);
  const tb = useT(brandMessages);
  const [confirming, setConfirming] = useState(false);
  const [toggleAccess, changingAccess] = useToggleVendorAccess(data, onOutcome);
  const [remove, deleting] = useDeleteVendor(data, onOutcome, () => setConfirming(false));
  const headingId = `vendor-${data.storeId}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        <Link to={data.path}>{data.storeName}</Link>
        {data.isAdmin && <span className={styles.badge}>{t('dashboardVendors.admin')}</span>}
        {data.accessGranted === false && <span className={`${styles.badge} ${styles.revoked}`}>{t('dashboardVendors.revoked')}</span>}
      </h2>
      <p className={styles.meta}>
        {brandTypeLabelIn(tb, data.brandType)} · {data.storeId}
      </p>
      <p className={styles.meta}>
        {data.email} · {data.phone}
      </p>
      <p className={styles.meta}>{[data.city, data.country].filter(Boolean).join(', ')}</p>
      <div className={styles.actions}>
        <Link to={vendorEditUrl(data.storeId)} className={styles.small}>
          {t('dashboardVendors.editProfile')}
        </Link>
        <button type="button" className={`${styles.small} ${data.accessGranted ? styles.danger : ''}`} onClick={toggleAccess} disabled={changingAccess} aria-busy={changingAccess} aria-label={t(data.accessGranted ? 'dashboardVendors.revokeAccessFor' : 'dashboardVendors.grantAccessFor', { store: data.storeName })}>
          {t(data.accessGranted ? 'dashboardVendors.revokeAccess' : 'dashboardVendors.grantAccess')}
        </button>
        <button type="button" className={`${styles.small} ${styles.danger}`} onClick={() => setConfirming(true)} aria-label={t('dashboardVendors.deleteStore', { store: data.storeName })}>
          {t('dashboardVendors.delete')}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('dashboardVendors.deleteTitle')}
        description={t('dashboardVendors.deleteQuestion', { store: data.storeName })}
        onConfirm={remove}
        busy={deleting}
      />
    </article>
  );
}

/** Storefront pages must ask again: this store's listings appear or vanish. */
function useInvalidateStore() {
  const environment = useRelayEnvironment();
  return () => commitLocalUpdate(environment, (store) => store.invalidateStore());
}

/** Grant or Revoke Access; an admin's own access cannot be revoked. */
function useToggleVendorAccess(data: CardVendor, onOutcome: (outcome: Outcome) => void) {
  const t = useT(messages);
  const serverText = useServerText();
  const invalidate = useInvalidateStore();
  const [commitAccess, changingAccess] = useMutation<AdminVendorCardAccessMutation>(graphql`
    mutation AdminVendorCardAccessMutation($input: SetVendorAccessInput!) {
      setVendorAccess(input: $input) {
        __typename
        ... on SetVendorAccessSuccess {
          vendor {
            id
            accessGranted
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);

  function toggleAccess() {
    const grant = !data.accessGranted;
    if (!grant && data.isAdmin) {
      onOutcome({ ok: false, message: t('dashboardVendors.adminCannotBeDeactivated') });
      return;
    }
    commitAccess({
      variables: { input: { vendorId: data.id, accessGranted: grant } },
      onCompleted: ({ setVendorAccess }) => {
        if (setVendorAccess.__typename === 'SetVendorAccessSuccess') {
          invalidate();
          onOutcome({ ok: true, message: t(grant ? 'dashboardVendors.granted' : 'dashboardVendors.revokedDone') });
        } else {
          onOutcome({ ok: false, message: ('message' in setVendorAccess && setVendorAccess.message && serverText(setVendorAccess.message)) || t('dashboardVendors.accessFailed') });
        }
      },
      onError: (error) => onOutcome({ ok: false, message: error.message || t('dashboardVendors.accessFailed') }),
    });
  }
  return [toggleAccess, changingAccess] as const;
}

/** Deletes the store (and its edge in the admin's list); `onSettled` closes the confirmation. */
function useDeleteVendor(data: CardVendor, onOutcome: (outcome: Outcome) => void, onSettled: () => void) {
  const t = useT(messages);
  const invalidate = useInvalidateStore();
  const [commitDelete, deleting] = useMutation<AdminVendorCardDeleteMutation>(graphql`
    mutation AdminVendorCardDeleteMutation($input: DeleteVendorInput!, $connections: [ID!]!) {
      deleteVendor(input: $input) {
        __typename
        ... on DeleteVendorSuccess {
          deletedVendorId @deleteEdge(connections: $connections)
        }
        ... on Error {
          message
        }
      }
    }
  `);

  function remove() {
    commitDelete({
      variables: { input: { vendorId: data.id }, connections: [adminVendorConnectionId()] },
      onCompleted: ({ deleteVendor }) => {
        onSettled();
        if (deleteVendor.__typename === 'DeleteVendorSuccess') {
          invalidate();
          onOutcome({ ok: true, message: t('dashboardVendors.deleted') });
        } else {
          onOutcome({ ok: false, message: t('dashboardVendors.deleteFailed') });
        }
      },
      onError: () => {
        onSettled();
        onOutcome({ ok: false, message: t('dashboardVendors.deleteError') });
      },
    });
  }
  return [remove, deleting] as const;
}
