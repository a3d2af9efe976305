import { useEffect, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AdminVendorProfileForm_vendor$key } from '../../__generated__/AdminVendorProfileForm_vendor.graphql.ts';
import { adminProfileInput, failedText, isFailureText, UPDATED_TEXT, type AdminProfileForm } from '../../lib/admin-profile.ts';
import { useUpdateVendorProfileMutation } from './useUpdateVendorProfileMutation.ts';
import buttons from '../../components/Button.module.css';
import styles from './AdminVendorProfileForm.module.css';
import { MAX_IMAGE_BYTES, MEDIA_MESSAGES } from '@rules/index.ts';


/** The admin's form for one store's profile: image, store name, address, contacts, password. */
export function AdminVendorProfileForm({ vendor: vendorRef }: { vendor: AdminVendorProfileForm_vendor$key }) {
  const vendor = useFragment(
    graphql`
      fragment AdminVendorProfileForm_vendor on Vendor {
        id
        storeName
        address1
        email
        phone
        description
        image {
          url(variant: THUMB)
        }
      }
    `,
    vendorRef,
  );
  const [form, setForm] = useState<AdminProfileForm>({ storeName: '', address1: '', email: '', phone: '', description: '', password: '' });
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [update, saving] = useUpdateVendorProfileMutation();

  useEffect(() => {
    setForm({ storeName: vendor.storeName, address1: vendor.address1, email: vendor.email, phone: vendor.phone, description: vendor.description, password: '' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fill the form once per vendor, not on every store update
  }, [vendor.id]);

  useEffect(() => {
    if (!image) return setPreview(null);
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  function submit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    update(
      { vendorId: vendor.id, ...adminProfileInput(form, vendor), ...(image ? { image } : {}) },
      {
        onSaved: () => {
          setResult(UPDATED_TEXT);
          setForm((current) => ({ ...current, password: '' }));
          setImage(null);
        },
        onFailure: (message) => setResult(failedText(message)),
      },
    );
  }

  const set = (patch: Partial<AdminProfileForm>) => setForm((current) => ({ ...current, ...patch }));
  const shown = preview ?? vendor.image?.url ?? null;
  return (
    <form method="post" className={styles.form} onSubmit={submit} aria-label={`Edit ${vendor.storeName}`}>
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
              setResult(failedText(MEDIA_MESSAGES.notImages));
              event.target.value = '';
              return;
            }
            setImage(file);
          }}
        />
        <span className={styles.hint}>Images only, at most 10MB.</span>
        {image && image.size > MAX_IMAGE_BYTES && <span className={styles.failed}>This image is larger than 10MB.</span>}
      </div>
      <label className={styles.field}>
        Store Name
        <input value={form.storeName} onChange={(e) => set({ storeName: e.target.value })} autoComplete="organization" />
      </label>
      <label className={styles.field}>
        Address
        <input value={form.address1} onChange={(e) => set({ address1: e.target.value })} autoComplete="address-line1" />
      </label>
      <label className={styles.field}>
        Email
        <input type="email" value={form.email} onChange={(e) => set({ email: e.target.value })} autoComplete="off" />
      </label>
      <label className={styles.field}>
        Phone
        <input type="tel" value={form.phone} onChange={(e) => set({ phone: e.target.value })} inputMode="numeric" autoComplete="off" />
      </label>
      <label className={styles.field}>
        Description
        <textarea rows={5} value={form.description} onChange={(e) => set({ description: e.target.value })} />
      </label>
      <label className={styles.field}>
        Password <span className={styles.hint}>(optional: leave empty to keep the current one)</span>
        <input type="password" value={form.password} onChange={(e) => set({ password: e.target.value })} autoComplete="new-password" />
      </label>
      {result && (
        <p role={isFailureText(result) ? 'alert' : 'status'} className={isFailureText(result) ? styles.failed : styles.ok}>
          {result}
        </p>
      )}
      <div>
        <button type="submit" className={buttons.primary} disabled={saving || (image?.size ?? 0) > MAX_IMAGE_BYTES} aria-busy={saving}>
          {saving ? 'Updating...' : 'Update Profile'}
        </button>
      </div>
    </form>
  );
}
