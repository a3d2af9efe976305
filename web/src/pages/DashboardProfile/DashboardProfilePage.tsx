import { Suspense, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { graphql, useMutation, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { DashboardProfilePageQuery } from '../../__generated__/DashboardProfilePageQuery.graphql.ts';
import type { DashboardProfilePageMutation, BrandType } from '../../__generated__/DashboardProfilePageMutation.graphql.ts';
import { DashboardPage } from '../VendorDashboard/DashboardPage.tsx';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { ErrorText, LoadingText } from '../../components/StatusText.tsx';
import { checkImageSelection } from '../../lib/media-selection.ts';
import { ConfirmEmailChange } from '../../features/accounts/ConfirmEmailChange.tsx';
import buttons from '../../components/Button.module.css';
import styles from './DashboardProfilePage.module.css';
import { ACCOUNT_MESSAGES, BRAND_TYPES as BRAND_TYPE_LIST, BRAND_TYPE_LABELS } from '../../../../rules/index.ts';

/** /vendor-dashboard/profile: the vendor's own profile form (spec §2, §5, §8). */
export default function DashboardProfilePage() {
  const queryRef = useLoaderData() as PreloadedQuery<DashboardProfilePageQuery>;
  return (
    <DashboardPage heading="Vendor Profile">
      <ErrorBoundary fallback={(error) => <ErrorText>Failed to load the profile: {error.message}</ErrorText>}>
        <Suspense fallback={<LoadingText>Loading...</LoadingText>}>
          <ProfileForm queryRef={queryRef} />
        </Suspense>
      </ErrorBoundary>
    </DashboardPage>
  );
}

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

// The fields the form shows: read by the page's query, answered again by the save so the store updates.
graphql`
  fragment DashboardProfilePage_profile on Vendor {
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
`;

type Result = { kind: 'pending' | 'success' | 'failure'; text: string } | null;

function ProfileForm({ queryRef }: { queryRef: PreloadedQuery<DashboardProfilePageQuery> }) {
  const { viewer } = usePreloadedQuery<DashboardProfilePageQuery>(
    graphql`
      query DashboardProfilePageQuery {
        viewer {
          ...DashboardProfilePage_profile @relay(mask: false)
        }
      }
    `,
    queryRef,
  );
  const [commit, saving] = useMutation<DashboardProfilePageMutation>(graphql`
    mutation DashboardProfilePageMutation($input: UpdateMyProfileInput!) {
      updateMyProfile(input: $input) {
        __typename
        ... on UpdateMyProfileSuccess {
          pendingEmail
          vendor {
            ...DashboardProfilePage_profile @relay(mask: false)
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const initial = useMemo<FormState | null>(
    () =>
      viewer ? {
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
      } : null,
    [viewer],
  );
  const [form, setForm] = useState<FormState | null>(initial);
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

  if (!viewer || !form) return <ErrorText>Failed to load the profile.</ErrorText>;
  const set = (key: keyof FormState, value: string) => setForm({ ...form, [key]: value });

  function chooseImage(files: FileList | null) {
    const selection = checkImageSelection(files ?? []);
    setImageError(selection.error);
    setImage(selection.files[0] ?? null);
    if (selection.error) setInputKey((k) => k + 1);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!form) return;
    setResult({ kind: 'pending', text: 'Updating profile...' });
    const { password, ...fields } = form;
    commit({
      // An empty password is left out: the current one stays.
      variables: { input: { ...fields, ...(password ? { password } : {}), ...(currentPassword ? { currentPassword } : {}), ...(image ? { image } : {}) } },
      onCompleted: ({ updateMyProfile }) => {
        if (updateMyProfile.__typename === 'UpdateMyProfileSuccess') {
          setResult({ kind: 'success', text: 'Profile updated successfully ✅' });
          setPendingEmail(updateMyProfile.pendingEmail ?? null);
          setCurrentPassword('');
          // The email field shows the address in use until the new one is confirmed.
          setForm((current) => current && { ...current, password: '', email: updateMyProfile.vendor?.email ?? current.email });
          setImage(null);
          setInputKey((k) => k + 1);
        } else {
          setResult({ kind: 'failure', text: `❌ Failed to update profile: ${updateMyProfile.message ?? 'Unknown error'}` });
        }
      },
      onError: (error) => setResult({ kind: 'failure', text: `❌ Failed to update profile: ${error.message}` }),
    });
  }

  const shownImage = preview ?? viewer.image?.url ?? null;
  return (
    <>
    <form className={styles.form} onSubmit={submit} noValidate>
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
          setForm((current) => current && { ...current, email });
          setResult({ kind: 'success', text: ACCOUNT_MESSAGES.emailChanged });
        }}
      />
    )}
    </>
  );
}
