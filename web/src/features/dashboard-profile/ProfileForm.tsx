import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { graphql, useFragment } from 'react-relay';
import type { ProfileForm_vendor$key, BrandType } from '../../__generated__/ProfileForm_vendor.graphql.ts';
import { checkImageSelection } from '../../lib/media-selection.ts';
import { ConfirmEmailChange } from './ConfirmEmailChange.tsx';
import { useUpdateMyProfileMutation } from './useUpdateMyProfileMutation.ts';
import buttons from '../../components/Button.module.css';
import styles from './ProfileForm.module.css';
import { ACCOUNT_MESSAGES, BRAND_TYPES as BRAND_TYPE_LIST, BRAND_TYPE_LABELS } from '@rules/index.ts';

const TEXT_FIELDS = [
  ['firstName', 'First Name', 'given-name'],
  ['lastName', 'Last Name', 'family-name'],
  ['email', 'Email', 'email'],
  ['phone', 'Phone', 'tel'],
  ['storeName', 'Store Name', 'organization'],
  ['address1', 'Address Line 1', 'address-line1'],
  ['address2', 'Address Line 2', 'address-line2'],
  ['city', 'City', 'address-level2'],
  ['stateCounty', 'State/County', 'address-level1'],
  ['postcode', 'Postcode', 'postal-code'],
  ['country', 'Country', 'country-name'],
] as const;

type TextField = (typeof TEXT_FIELDS)[number][0];
type FormState = Record<TextField | 'description' | 'password', string> & { brandType: BrandType };

const BRAND_TYPES: Array<{ value: BrandType; label: string }> = BRAND_TYPE_LIST.map((value) => ({ value, label: BRAND_TYPE_LABELS[value] }));

type Result = { kind: 'pending' | 'success' | 'failure'; text: string } | null;

/** The vendor's own profile form: image, contact and store fields, password change, description. */
export function ProfileForm({ vendor }: { vendor: ProfileForm_vendor$key }) {
  const viewer = useFragment(
    graphql`
      fragment ProfileForm_vendor on Vendor {
        id
        firstName
        lastName
        email
        phone
        brandType
        storeName
        address1
        address2
        city
        stateCounty
        country
        postcode
        description
        path
        image {
          url(variant: CARD)
        }
      }
    `,
    vendor,
  );
  const [update, saving] = useUpdateMyProfileMutation();
  // The form starts from the stored profile; later store updates do not overwrite what is typed.
  const [form, setForm] = useState<FormState>(() => ({
    firstName: viewer.firstName,
    lastName: viewer.lastName,
    email: viewer.email,
    phone: viewer.phone,
    storeName: viewer.storeName,
    address1: viewer.address1,
    address2: viewer.address2,
    city: viewer.city,
    stateCounty: viewer.stateCounty,
    postcode: viewer.postcode,
    country: viewer.country,
    description: viewer.description,
    brandType: viewer.brandType,
    password: '',
  }));
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [result, setResult] = useState<Result>(null);
  // Needed by the server to change one's own email or password (a stolen session cannot).
  const [currentPassword, setCurrentPassword] = useState('');
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const ids = useId();

  const preview = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const set = (key: keyof FormState, value: string) => setForm({ ...form, [key]: value });

  function chooseImage(files: FileList | null) {
    const selection = checkImageSelection(files ?? []);
    setImageError(selection.error);
    setImage(selection.files[0] ?? null);
    if (selection.error) setInputKey((k) => k + 1);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setResult({ kind: 'pending', text: 'Updating profile...' });
    const { password, ...fields } = form;
    // An empty password is left out: the current one stays.
    update(
      { ...fields, ...(password ? { password } : {}), ...(currentPassword ? { currentPassword } : {}), ...(image ? { image } : {}) },
      {
        onSaved: (saved) => {
          setResult({ kind: 'success', text: 'Profile updated successfully ✅' });
          setPendingEmail(saved.pendingEmail);
          setCurrentPassword('');
          // The email field shows the address in use until the new one is confirmed.
          setForm((current) => ({ ...current, password: '', email: saved.email ?? current.email }));
          setImage(null);
          setInputKey((k) => k + 1);
        },
        onFailure: (message) => setResult({ kind: 'failure', text: `❌ Failed to update profile: ${message}` }),
      },
    );
  }

  const shownImage = preview ?? viewer.image?.url ?? null;
  return (
    <>
    <form method="post" className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.imageRow}>
        {shownImage ? <img src={shownImage} alt="Profile" className={styles.avatar} /> : <div className={styles.avatar} aria-hidden="true" />}
        <div className={styles.field}>
          <label htmlFor={`${ids}-image`}>Profile Image</label>
          <input key={inputKey} id={`${ids}-image`} type="file" accept="image/*" onChange={(event) => chooseImage(event.target.files)} aria-describedby={`${ids}-image-hint`} />
          <small id={`${ids}-image-hint`} className={styles.hint}>
            Max size 10MB
          </small>
          {imageError && (
            <p role="alert" className={styles.error}>
              {imageError}
            </p>
          )}
        </div>
      </div>
      <div className={styles.grid}>
        {TEXT_FIELDS.map(([key, label, autoComplete]) => (
          <div key={key} className={styles.field}>
            <label htmlFor={`${ids}-${key}`}>{label}</label>
            <input
              id={`${ids}-${key}`}
              type={key === 'email' ? 'email' : key === 'phone' ? 'tel' : 'text'}
              inputMode={key === 'phone' ? 'numeric' : undefined}
              autoComplete={autoComplete}
              value={form[key]}
              onChange={(event) => set(key, event.target.value)}
            />
          </div>
        ))}
        <div className={styles.field}>
          <label htmlFor={`${ids}-brandType`}>Brand Type</label>
          <select id={`${ids}-brandType`} value={form.brandType} onChange={(event) => set('brandType', event.target.value)}>
            {BRAND_TYPES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${ids}-password`}>Password</label>
          <input
            id={`${ids}-password`}
            type="password"
            autoComplete="new-password"
            placeholder="Leave empty to keep the current password"
            value={form.password}
            onChange={(event) => set('password', event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${ids}-currentPassword`}>Current Password</label>
          <input
            id={`${ids}-currentPassword`}
            type="password"
            autoComplete="current-password"
            placeholder="Needed to change your email or password"
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.target.value)}
          />
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${ids}-description`}>Description</label>
        <textarea id={`${ids}-description`} rows={5} value={form.description} onChange={(event) => set('description', event.target.value)} />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={saving} aria-busy={saving}>
          Update Profile
        </button>
        <Link to={viewer.path} className={buttons.secondary}>
          View public page
        </Link>
      </div>
      {result && (
        <p role={result.kind === 'failure' ? 'alert' : 'status'} className={result.kind === 'failure' ? styles.error : styles.success}>
          {result.text}
        </p>
      )}
    </form>
    {pendingEmail && (
      <ConfirmEmailChange
        pendingEmail={pendingEmail}
        onConfirmed={(email) => {
          setPendingEmail(null);
          setForm((current) => ({ ...current, email }));
          setResult({ kind: 'success', text: ACCOUNT_MESSAGES.emailChanged });
        }}
      />
    )}
    </>
  );
}
