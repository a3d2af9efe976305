import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { graphql, useFragment } from 'react-relay';
import type { ProfileForm_vendor$key, BrandType } from '../../__generated__/ProfileForm_vendor.graphql.ts';
import type { Language } from '../../__generated__/useUpdateMyProfileMutation.graphql.ts';
import { FormMessage, FormShell } from '../../components/form/FormShell.tsx';
import { useForm, type Form } from '../../components/form/useForm.ts';
import { checkImageSelection } from '../../lib/media-selection.ts';
import { ConfirmEmailChange } from './ConfirmEmailChange.tsx';
import { useUpdateMyProfileMutation } from './useUpdateMyProfileMutation.ts';
import buttons from '../../components/Button.module.css';
import styles from './ProfileForm.module.css';
import { BRAND_TYPES } from '@rules/index.ts';
import { useServerText, useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardProfile.ts';
import { messages as brandMessages } from '../../lib/i18n/compiled/en/brands.ts';
import { brandTypeLabelIn } from '../../lib/rule-labels.ts';
import { DEFAULT_LANGUAGE, isContentLanguage, type ContentLanguage } from '@rules/content-languages.ts';
import { formTranslationsOf, translationsInputOf, type GraphqlTranslationRow } from '../../lib/translation-form.ts';
import { LanguageSelect, StoreTextsTabs, TRANSLATED_STORE_FIELDS, type StoreTexts } from './StoreTextsTabs.tsx';

// Each field's name, message id (written out: the build shortens literal ids) and autocomplete token.
const TEXT_FIELDS = [
  ['firstName', 'dashboardProfile.firstName', 'given-name'],
  ['lastName', 'dashboardProfile.lastName', 'family-name'],
  ['email', 'dashboardProfile.email', 'email'],
  ['phone', 'dashboardProfile.phone', 'tel'],
  ['address1', 'dashboardProfile.address1', 'address-line1'],
  ['address2', 'dashboardProfile.address2', 'address-line2'],
  ['city', 'dashboardProfile.city', 'address-level2'],
  ['stateCounty', 'dashboardProfile.stateCounty', 'address-level1'],
  ['postcode', 'dashboardProfile.postcode', 'postal-code'],
  ['country', 'dashboardProfile.country', 'country-name'],
] as const;

type TextField = (typeof TEXT_FIELDS)[number][0];
type FormState = Record<TextField | 'password', string> & StoreTexts & { brandType: BrandType; language: ContentLanguage };
type StoredProfile = Omit<FormState, 'password' | 'translations' | 'language'> & { language?: string | null; translations?: readonly GraphqlTranslationRow[] | null };

type Result = { kind: 'pending' | 'success' | 'failure'; text: string } | null;

/** The stored profile as the form's values (an empty password keeps the current one). */
function valuesOf(viewer: StoredProfile): FormState {
  const { firstName, lastName, email, phone, storeName, address1, address2, city, stateCounty, postcode, country, description, brandType } = viewer;
  const language = viewer.language?.toLowerCase();
  return {
    ...{ firstName, lastName, email, phone, storeName, address1, address2, city, stateCounty, postcode, country, description, brandType, password: '' },
    language: isContentLanguage(language) ? language : DEFAULT_LANGUAGE,
    translations: formTranslationsOf(viewer.translations, TRANSLATED_STORE_FIELDS),
  };
}

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
        # The English texts (the others are their tabs), whatever the dashboard's language.
        storeName(language: EN)
        address1
        address2
        city
        stateCounty
        country
        postcode
        description(language: EN)
        language
        translations {
          language
          storeName
          description
        }
        path
        image {
          url(variant: CARD)
        }
      }
    `,
    vendor,
  );
  const t = useT(messages);
  const serverText = useServerText();
  const [update, saving] = useUpdateMyProfileMutation();
  // The form starts from the stored profile; later store updates do not overwrite what is typed.
  const form = useForm<FormState>({ initial: () => valuesOf(viewer) });
  const [image, setImage] = useState<File | null>(null);
  const [imageKey, setImageKey] = useState(0);
  const [result, setResult] = useState<Result>(null);
  // Needed by the server to change one's own email or password (a stolen session cannot).
  const [currentPassword, setCurrentPassword] = useState('');
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);

  function submit() {
    setResult({ kind: 'pending', text: t('dashboardProfile.updating') });
    const { password, language, translations, ...fields } = form.values;
    const texts = { language: language.toUpperCase() as Language, translations: translationsInputOf(translations, TRANSLATED_STORE_FIELDS) };
    // An empty password is left out: the current one stays.
    update(
      { ...fields, ...texts, ...(password ? { password } : {}), ...(currentPassword ? { currentPassword } : {}), ...(image ? { image } : {}) },
      {
        onSaved: (saved) => {
          setResult({ kind: 'success', text: t('dashboardProfile.updated') });
          setPendingEmail(saved.pendingEmail);
          setCurrentPassword('');
          // The email field shows the address in use until the new one is confirmed.
          form.update({ password: '', email: saved.email ?? form.values.email });
          setImage(null);
          setImageKey((k) => k + 1);
        },
        onFailure: (message) => setResult({ kind: 'failure', text: t('dashboardProfile.updateFailed', { message: message ? serverText(message) : t('dashboardProfile.unknownError') }) }),
      },
    );
  }

  return (
    <>
      <FormShell className={styles.form} onSubmit={submit} busy={saving} submit={<ProfileActions saving={saving} publicPath={viewer.path} result={result} />}>
        <ProfileImageField key={imageKey} current={viewer.image?.url ?? null} image={image} onChange={setImage} />
        <ProfileFields form={form} currentPassword={currentPassword} onCurrentPassword={setCurrentPassword} />
      </FormShell>
      {pendingEmail && (
        <ConfirmEmailChange
          pendingEmail={pendingEmail}
          onConfirmed={(email) => {
            setPendingEmail(null);
            form.update({ email });
            setResult({ kind: 'success', text: t('dashboardProfile.emailChanged') });
          }}
        />
      )}
    </>
  );
}

/** Update Profile, the link to the public page, and the result of the last update. */
function ProfileActions({ saving, publicPath, result }: { saving: boolean; publicPath: string; result: Result }) {
  const t = useT(messages);
  return (
    <>
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={saving} aria-busy={saving}>
          {t('dashboardProfile.update')}
        </button>
        <Link to={publicPath} className={buttons.secondary}>
          {t('dashboardProfile.viewPublic')}
        </Link>
      </div>
      {result && <FormMessage note={{ text: result.text, ok: result.kind !== 'failure' }} classes={{ error: styles.error, ok: styles.success }} />}
    </>
  );
}

/** The profile image: the stored one or a preview of the chosen file, and why a choice was refused. */
function ProfileImageField({ current, image, onChange }: { current: string | null; image: File | null; onChange: (file: File | null) => void }) {
  const t = useT(messages);
  const [imageError, setImageError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const id = useId();
  const preview = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  function choose(files: FileList | null) {
    const selection = checkImageSelection(files ?? []);
    setImageError(selection.error);
    onChange(selection.files[0] ?? null);
    if (selection.error) setInputKey((k) => k + 1);
  }

  const shown = preview ?? current;
  return (
    <div className={styles.imageRow}>
      {shown ? <img src={shown} alt={t('dashboardProfile.imageAlt')} className={styles.avatar} /> : <div className={styles.avatar} aria-hidden="true" />}
      <div className={styles.field}>
        <label htmlFor={`${id}-image`}>{t('dashboardProfile.image')}</label>
        <input key={inputKey} id={`${id}-image`} type="file" accept="image/*" onChange={(event) => choose(event.target.files)} aria-describedby={`${id}-image-hint`} />
        <small id={`${id}-image-hint`} className={styles.hint}>
          {t('dashboardProfile.imageHint')}
        </small>
        {imageError && (
          <p role="alert" className={styles.error}>
            {imageError}
          </p>
        )}
      </div>
    </div>
  );
}

/** One labelled control of the profile form. */
function ProfileField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/** The contact and store fields, the brand type, the password change and the description. */
function ProfileFields({ form, currentPassword, onCurrentPassword }: { form: Form<FormState>; currentPassword: string; onCurrentPassword: (value: string) => void }) {
  const t = useT(messages);
  const tb = useT(brandMessages);
  const ids = useId();
  const { values } = form;
  return (
    <>
      <div className={styles.grid}>
        {TEXT_FIELDS.map(([key, label, autoComplete]) => (
          <ProfileField key={key} id={`${ids}-${key}`} label={t(label)}>
            <input id={`${ids}-${key}`} type={key === 'email' ? 'email' : key === 'phone' ? 'tel' : 'text'} inputMode={key === 'phone' ? 'numeric' : undefined} autoComplete={autoComplete} value={values[key]} onChange={(event) => form.set(key, event.target.value)} />
          </ProfileField>
        ))}
        <ProfileField id={`${ids}-brandType`} label={t('dashboardProfile.brandType')}>
          <select id={`${ids}-brandType`} value={values.brandType} onChange={(event) => form.set('brandType', event.target.value as BrandType)}>
            {BRAND_TYPES.map((type) => (
              <option key={type} value={type}>
                {brandTypeLabelIn(tb, type)}
              </option>
            ))}
          </select>
        </ProfileField>
        <LanguageSelect id={`${ids}-language`} value={values.language} onChange={(language) => form.set('language', language)} />
        <ProfileField id={`${ids}-password`} label={t('dashboardProfile.password')}>
          <input id={`${ids}-password`} type="password" autoComplete="new-password" placeholder={t('dashboardProfile.passwordPlaceholder')} value={values.password} onChange={(event) => form.set('password', event.target.value)} />
        </ProfileField>
        <ProfileField id={`${ids}-currentPassword`} label={t('dashboardProfile.currentPassword')}>
          <input id={`${ids}-currentPassword`} type="password" autoComplete="current-password" placeholder={t('dashboardProfile.currentPasswordPlaceholder')} value={currentPassword} onChange={(event) => onCurrentPassword(event.target.value)} />
        </ProfileField>
      </div>
      <StoreTextsTabs texts={values} onChange={form.update} />
    </>
  );
}
