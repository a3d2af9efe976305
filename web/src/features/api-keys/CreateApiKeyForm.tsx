import { useState } from 'react';
import { SecretShownOnce } from '../../components/SecretShownOnce.tsx';
import { FormShell, SubmitButton } from '../../components/form/FormShell.tsx';
import { useForm } from '../../components/form/useForm.ts';
import { useCreateApiKeyMutation, type CreatedApiKey } from './useCreateApiKeyMutation.ts';
import buttons from '../../components/Button.module.css';
import styles from './ApiKeys.module.css';
import {
  API_KEY_MESSAGES,
  API_KEY_NAME_MAX_LENGTH,
  API_KEY_SCOPES,
  DEFAULT_REQUESTS_PER_MINUTE,
  MAX_REQUESTS_PER_MINUTE,
  MIN_REQUESTS_PER_MINUTE,
  STORE_SCOPES,
  type ApiKeyScopeName,
} from '@rules/index.ts';
import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardApiKeys.ts';
import { SCOPE_IDS } from './scope-labels.ts';

interface KeyForm {
  name: string;
  scopes: ApiKeyScopeName[];
  storeId: string;
  requestsPerMinute: string;
  /** The last day the key works (YYYY-MM-DD), or empty: until revoked. */
  expiresOn: string;
}

const emptyForm = (): KeyForm => ({ name: '', scopes: ['CATALOGUE_READ'], storeId: '', requestsPerMinute: String(DEFAULT_REQUESTS_PER_MINUTE), expiresOn: '' });

/** The end (UTC) of the day the key last works, or null for none. */
const expiryOf = (expiresOn: string): string | null => (expiresOn ? `${expiresOn}T23:59:59.000Z` : null);

/** The first problem the server would also refuse (the same texts), or null. */
function formError(form: KeyForm, choosesStore: boolean): string | null {
  if (!form.name.trim()) return API_KEY_MESSAGES.nameRequired;
  if (form.name.trim().length > API_KEY_NAME_MAX_LENGTH) return API_KEY_MESSAGES.nameTooLong;
  if (!form.scopes.length) return API_KEY_MESSAGES.scopesRequired;
  if (choosesStore && form.scopes.some((scope) => STORE_SCOPES.includes(scope)) && !form.storeId.trim()) return API_KEY_MESSAGES.storeRequired;
  if (form.expiresOn && new Date(expiryOf(form.expiresOn)!).getTime() <= Date.now()) return API_KEY_MESSAGES.expiry;
  const perMinute = Number(form.requestsPerMinute);
  if (!Number.isInteger(perMinute) || perMinute < MIN_REQUESTS_PER_MINUTE || perMinute > MAX_REQUESTS_PER_MINUTE) return API_KEY_MESSAGES.quota;
  return null;
}

/**
 * The Create API key form. The new key's secret is shown once, with a copy button, until it is
 * closed: the server keeps only its hash, so nobody can show it again. The admin chooses the
 * store of a store scope (`choosesStore`); a vendor's key is always its own store's.
 */
export function CreateApiKeyForm({ onError, choosesStore }: { onError: (message: string | null) => void; choosesStore: boolean }) {
  const t = useT(messages);
  const form = useForm<KeyForm>({ initial: emptyForm });
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [create, saving] = useCreateApiKeyMutation();
  const { values } = form;
  const needsStore = choosesStore && values.scopes.some((scope) => STORE_SCOPES.includes(scope));

  function submit() {
    const problem = formError(values, choosesStore);
    onError(problem);
    if (problem) return;
    create(
      { name: values.name.trim(), scopes: values.scopes, storeId: needsStore ? values.storeId.trim() : null, requestsPerMinute: Number(values.requestsPerMinute), ...(values.expiresOn ? { expiresAt: expiryOf(values.expiresOn) } : {}) },
      {
        onCreated: (key) => {
          setCreated(key);
          form.reset(emptyForm());
        },
        onFailure: onError,
      },
    );
  }

  const toggleScope = (scope: ApiKeyScopeName, on: boolean) => form.set('scopes', on ? [...values.scopes, scope] : values.scopes.filter((s) => s !== scope));
  const submitButton = (
    <div>
      <SubmitButton className={buttons.primary} busy={saving} label={t('dashboardApiKeys.create')} busyLabel={t('dashboardApiKeys.creating')} />
    </div>
  );
  return (
    <>
      {created && <NewKeySecret key={created.secret} created={created} onClose={() => setCreated(null)} onError={onError} />}
      <FormShell className={styles.form} onSubmit={submit} aria-label={t('dashboardApiKeys.create')} submit={submitButton}>
        <div className={styles.row}>
          <label className={styles.field}>
            {t('dashboardApiKeys.name')}
            <input name="name" value={values.name} onChange={form.change} maxLength={API_KEY_NAME_MAX_LENGTH} placeholder={t('dashboardApiKeys.namePlaceholder')} required />
          </label>
          <label className={styles.field}>
            {t('dashboardApiKeys.requestsPerMinute')}
            <input name="requestsPerMinute" type="number" min={MIN_REQUESTS_PER_MINUTE} max={MAX_REQUESTS_PER_MINUTE} step={1} value={values.requestsPerMinute} onChange={form.change} required />
          </label>
          <label className={styles.field}>
            {t('dashboardApiKeys.expiresOn')}
            <input name="expiresOn" type="date" value={values.expiresOn} onChange={form.change} />
          </label>
          {needsStore && (
            <label className={styles.field}>
              {t('dashboardApiKeys.storeId')}
              <input name="storeId" value={values.storeId} onChange={form.change} placeholder={t('dashboardApiKeys.storePlaceholder')} required />
            </label>
          )}
        </div>
        <fieldset className={styles.scopes}>
          <legend>{t('dashboardApiKeys.scopes')}</legend>
          {API_KEY_SCOPES.map((scope) => (
            <label key={scope} className={styles.scope}>
              <input type="checkbox" name="scopes" value={scope} checked={values.scopes.includes(scope)} onChange={(e) => toggleScope(scope, e.target.checked)} />
              {t(SCOPE_IDS[scope])}
            </label>
          ))}
        </fieldset>
      </FormShell>
    </>
  );
}

/** The new key's secret, shown once, with Copy key until the admin says it is copied. */
function NewKeySecret({ created, onClose, onError }: { created: CreatedApiKey; onClose: () => void; onError: (message: string | null) => void }) {
  const t = useT(messages);
  return (
    <SecretShownOnce label={t('dashboardApiKeys.newKey')} secret={created.secret} testId="api-key-secret" copyLabel={t('dashboardApiKeys.copyKey')} doneLabel={t('dashboardApiKeys.copiedIt')} onClose={onClose} onError={onError}>
      <strong>{created.name}</strong>: {t('dashboardApiKeys.shownOnce')}
    </SecretShownOnce>
  );
}
