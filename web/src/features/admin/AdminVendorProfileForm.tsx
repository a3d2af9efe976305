import { useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AdminVendorProfileForm_vendor$key } from '../../__generated__/AdminVendorProfileForm_vendor.graphql.ts';
import { FormShell, SubmitButton } from '../../components/form/FormShell.tsx';
import { useForm } from '../../components/form/useForm.ts';
import { adminProfileInput, type AdminProfileForm, type ExistingVendor } from '../../lib/admin-profile.ts';
import { useUpdateVendorProfileMutation } from './useUpdateVendorProfileMutation.ts';
import buttons from '../../components/Button.module.css';
import styles from './AdminVendorProfileForm.module.css';
import { MAX_IMAGE_BYTES } from '@rules/index.ts';
import { useServerText, useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardVendors.ts';

const valuesOf = (vendor: ExistingVendor): AdminProfileForm => ({ storeName: vendor.storeName, address1: vendor.address1, email: vendor.email, phone: vendor.phone, description: vendor.description ?? '', password: '' });

/** The admin's form for one store's profile: image, store name, address, contacts, password. */
export function AdminVendorProfileForm({ vendor: vendorRef }: { vendor: AdminVendorProfileForm_vendor$key }) {
  const vendor = useFragment(
    graphql`
      fragment AdminVendorProfileForm_vendor on Vendor {
        id
        # The English texts, whatever the dashboard's language.
        storeName(language: EN)
        address1
        email
        phone
        description(language: EN)
        image {
          url(variant: THUMB)
        }
      }
    `,
    vendorRef,
  );
  const form = useForm<AdminProfileForm>({ initial: () => valuesOf(vendor) });
  const [image, setImage] = useState<File | null>(null);
  const t = useT(messages);
  const serverText = useServerText();
  // The result line (docs/spec/vendor-admin.md §4): "✅ … updated" or "❌ Failed …", shown as an error when it failed.
  const [result, setResult] = useState<{ text: string; ok: boolean } | null>(null);
  const failed = (message?: string | null) => setResult({ text: message ? t('dashboardVendors.updateFailed', { message: serverText(message) }) : t('dashboardVendors.updateFailedPlain'), ok: false });
  const [update, saving] = useUpdateVendorProfileMutation();

  useEffect(() => {
    form.reset(valuesOf(vendor));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fill the form once per vendor, not on every store update
  }, [vendor.id]);

  function submit() {
    setResult(null);
    update(
      { vendorId: vendor.id, ...adminProfileInput(form.values, vendor), ...(image ? { image } : {}) },
      {
        onSaved: () => {
          setResult({ text: t('dashboardVendors.updated'), ok: true });
          form.update({ password: '' });
          setImage(null);
        },
        onFailure: failed,
      },
    );
  }

  const text = (field: keyof AdminProfileForm, props: { type?: string; autoComplete?: string; inputMode?: 'numeric' }) => <input name={field} value={form.values[field]} onChange={form.change} {...props} />;
  const submitButton = (
    <div>
      <SubmitButton className={buttons.primary} busy={saving} disabled={(image?.size ?? 0) > MAX_IMAGE_BYTES} label={t('dashboardVendors.update')} busyLabel={t('dashboardVendors.updating')} />
    </div>
  );
  return (
    <FormShell className={styles.form} onSubmit={submit} aria-label={t('dashboardVendors.editStore', { store: vendor.storeName })} noValidate={false} note={result} noteAt="end" noteClass={{ error: styles.failed, ok: styles.ok }} submit={submitButton}>
      <VendorImageField current={vendor.image?.url ?? null} image={image} onChange={setImage} onRefused={() => failed(t('dashboardVendors.notImages'))} />
      <label className={styles.field}>
        {t('dashboardVendors.storeName')}
        {text('storeName', { autoComplete: 'organization' })}
      </label>
      <label className={styles.field}>
        {t('dashboardVendors.address')}
        {text('address1', { autoComplete: 'address-line1' })}
      </label>
      <label className={styles.field}>
        {t('dashboardVendors.email')}
        {text('email', { type: 'email', autoComplete: 'off' })}
      </label>
      <label className={styles.field}>
        {t('dashboardVendors.phone')}
        {text('phone', { type: 'tel', inputMode: 'numeric', autoComplete: 'off' })}
      </label>
      <label className={styles.field}>
        {t('dashboardVendors.description')}
        <textarea name="description" rows={5} value={form.values.description} onChange={form.change} />
      </label>
      <label className={styles.field}>
        {t('dashboardVendors.password')} <span className={styles.hint}>{t('dashboardVendors.passwordHint')}</span>
        {text('password', { type: 'password', autoComplete: 'new-password' })}
      </label>
    </FormShell>
  );
}

/** The store's image: the current one, or a preview of the chosen file; only images, at most 10 MB. */
function VendorImageField({ current, image, onChange, onRefused }: { current: string | null; image: File | null; onChange: (file: File | null) => void; onRefused: () => void }) {
  const t = useT(messages);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!image) return setPreview(null);
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);
  const shown = preview ?? current;
  return (
    <div className={styles.field}>
      <label htmlFor="vendor-image">{t('dashboardVendors.image')}</label>
      {shown && <img src={shown} alt={t(preview ? 'dashboardVendors.newImageAlt' : 'dashboardVendors.currentImageAlt')} className={styles.preview} width={120} height={120} />}
      <input
        id="vendor-image"
        type="file"
        accept="image/*"
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          if (file && !file.type.startsWith('image/')) {
            onRefused();
            event.target.value = '';
            return;
          }
          onChange(file);
        }}
      />
      <span className={styles.hint}>{t('dashboardVendors.imageHint')}</span>
      {image && image.size > MAX_IMAGE_BYTES && <span className={styles.failed}>{t('dashboardVendors.imageTooLarge')}</span>}
    </div>
  );
}
