import { useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AdminVendorProfileForm_vendor$key } from '../../__generated__/AdminVendorProfileForm_vendor.graphql.ts';
import { FormShell, SubmitButton } from '../../components/form/FormShell.tsx';
import { useForm } from '../../components/form/useForm.ts';
import { adminProfileInput, failedText, isFailureText, UPDATED_TEXT, type AdminProfileForm, type ExistingVendor } from '../../lib/admin-profile.ts';
import { useUpdateVendorProfileMutation } from './useUpdateVendorProfileMutation.ts';
import buttons from '../../components/Button.module.css';
import styles from './AdminVendorProfileForm.module.css';
import { MAX_IMAGE_BYTES, MEDIA_MESSAGES } from '@rules/index.ts';

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
  const [result, setResult] = useState<string | null>(null);
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
          setResult(UPDATED_TEXT);
          form.update({ password: '' });
          setImage(null);
        },
        onFailure: (message) => setResult(failedText(message)),
      },
    );
  }

  const text = (field: keyof AdminProfileForm, props: { type?: string; autoComplete?: string; inputMode?: 'numeric' }) => <input name={field} value={form.values[field]} onChange={form.change} {...props} />;
  const submitButton = (
    <div>
      <SubmitButton className={buttons.primary} busy={saving} disabled={(image?.size ?? 0) > MAX_IMAGE_BYTES} label="Update Profile" busyLabel="Updating..." />
    </div>
  );
  return (
    <FormShell className={styles.form} onSubmit={submit} aria-label={`Edit ${vendor.storeName}`} noValidate={false} note={result ? { text: result, ok: !isFailureText(result) } : null} noteAt="end" noteClass={{ error: styles.failed, ok: styles.ok }} submit={submitButton}>
      <VendorImageField current={vendor.image?.url ?? null} image={image} onChange={setImage} onRefused={() => setResult(failedText(MEDIA_MESSAGES.notImages))} />
      <label className={styles.field}>
        Store Name
        {text('storeName', { autoComplete: 'organization' })}
      </label>
      <label className={styles.field}>
        Address
        {text('address1', { autoComplete: 'address-line1' })}
      </label>
      <label className={styles.field}>
        Email
        {text('email', { type: 'email', autoComplete: 'off' })}
      </label>
      <label className={styles.field}>
        Phone
        {text('phone', { type: 'tel', inputMode: 'numeric', autoComplete: 'off' })}
      </label>
      <label className={styles.field}>
        Description
        <textarea name="description" rows={5} value={form.values.description} onChange={form.change} />
      </label>
      <label className={styles.field}>
        Password <span className={styles.hint}>(optional: leave empty to keep the current one)</span>
        {text('password', { type: 'password', autoComplete: 'new-password' })}
      </label>
    </FormShell>
  );
}

/** The store's image: the current one, or a preview of the chosen file; only images, at most 10 MB. */
function VendorImageField({ current, image, onChange, onRefused }: { current: string | null; image: File | null; onChange: (file: File | null) => void; onRefused: () => void }) {
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
      <label htmlFor="vendor-image">Profile image</label>
      {shown && <img src={shown} alt={preview ? 'New profile image preview' : 'Current profile image'} className={styles.preview} width={120} height={120} />}
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
      <span className={styles.hint}>Images only, at most 10MB.</span>
      {image && image.size > MAX_IMAGE_BYTES && <span className={styles.failed}>This image is larger than 10MB.</span>}
    </div>
  );
}
