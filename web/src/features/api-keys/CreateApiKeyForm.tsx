import { useState, type FormEvent } from 'react';
import { useCreateApiKeyMutation, type CreatedApiKey } from './useCreateApiKeyMutation.ts';
import buttons from '../../components/Button.module.css';
import styles from './ApiKeys.module.css';
import {
  API_KEY_MESSAGES,
  API_KEY_NAME_MAX_LENGTH,
  API_KEY_SCOPES,
  API_KEY_SCOPE_LABELS,
  DEFAULT_REQUESTS_PER_MINUTE,
  MAX_REQUESTS_PER_MINUTE,
  MIN_REQUESTS_PER_MINUTE,
  STORE_SCOPES,
  type ApiKeyScopeName,
} from '@rules/index.ts';

interface KeyForm {
  name: string;
  scopes: ApiKeyScopeName[];
  storeId: string;
  requestsPerMinute: string;
}

const emptyForm = (): KeyForm => ({ name: '', scopes: ['CATALOGUE_READ'], storeId: '', requestsPerMinute: String(DEFAULT_REQUESTS_PER_MINUTE) });

/** The first problem the server would also refuse (the same texts), or null. */
function formError(form: KeyForm): string | null {
  if (!form.name.trim()) return API_KEY_MESSAGES.nameRequired;
  if (form.name.trim().length > API_KEY_NAME_MAX_LENGTH) return API_KEY_MESSAGES.nameTooLong;
  if (!form.scopes.length) return API_KEY_MESSAGES.scopesRequired;
  if (form.scopes.some((scope) => STORE_SCOPES.includes(scope)) && !form.storeId.trim()) return API_KEY_MESSAGES.storeRequired;
  const perMinute = Number(form.requestsPerMinute);
  if (!Number.isInteger(perMinute) || perMinute < MIN_REQUESTS_PER_MINUTE || perMinute > MAX_REQUESTS_PER_MINUTE) return API_KEY_MESSAGES.quota;
  return null;
}

/**
 * The Create API key form. The new key's secret is shown once, with a copy button, until the
 * admin closes it: the server keeps only its hash, so nobody can show it again.
 */
export function CreateApiKeyForm({ onError }: { onError: (message: string | null) => void }) {
  const [form, setForm] = useState<KeyForm>(emptyForm);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [copied, setCopied] = useState(false);
  const [create, saving] = useCreateApiKeyMutation();
  const needsStore = form.scopes.some((scope) => STORE_SCOPES.includes(scope));

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = formError(form);
    if (problem) {
      onError(problem);
      return;
    }
    onError(null);
    create(
      { name: form.name.trim(), scopes: form.scopes, storeId: needsStore ? form.storeId.trim() : null, requestsPerMinute: Number(form.requestsPerMinute) },
      {
        onCreated: (key) => {
          setCreated(key);
          setCopied(false);
          setForm(emptyForm());
        },
        onFailure: onError,
      },
    );
  }

  async function copy(secret: string) {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      onError('Copying was refused by the browser: select the key and copy it by hand.');
    }
  }

  const set = (patch: Partial<KeyForm>) => setForm((current) => ({ ...current, ...patch }));
  const toggleScope = (scope: ApiKeyScopeName, on: boolean) => set({ scopes: on ? [...form.scopes, scope] : form.scopes.filter((s) => s !== scope) });

  return (
    <>
      {created && (
        <section className={styles.secret} aria-label="New API key">
          <p>
            <strong>{created.name}</strong>: {API_KEY_MESSAGES.shownOnce}
          </p>
          <code data-testid="api-key-secret">{created.secret}</code>
          <div className={styles.secretActions}>
            <button type="button" className={buttons.primary} onClick={() => copy(created.secret)}>
              {copied ? 'Copied' : 'Copy key'}
            </button>
            <button type="button" className={buttons.secondary} onClick={() => setCreated(null)}>
              Done, I have copied it
            </button>
          </div>
        </section>
      )}
      <form method="post" className={styles.form} onSubmit={submit} aria-label="Create API key" noValidate>
        <div className={styles.row}>
          <label className={styles.field}>
            Name
            <input name="name" value={form.name} onChange={(e) => set({ name: e.target.value })} maxLength={API_KEY_NAME_MAX_LENGTH} placeholder="e.g. Acme listings sync" required />
          </label>
          <label className={styles.field}>
            Requests per minute
            <input name="requestsPerMinute" type="number" min={MIN_REQUESTS_PER_MINUTE} max={MAX_REQUESTS_PER_MINUTE} step={1} value={form.requestsPerMinute} onChange={(e) => set({ requestsPerMinute: e.target.value })} required />
          </label>
          {needsStore && (
            <label className={styles.field}>
              Store id
              <input name="storeId" value={form.storeId} onChange={(e) => set({ storeId: e.target.value })} placeholder="e.g. skyline-estates" required />
            </label>
          )}
        </div>
        <fieldset className={styles.scopes}>
          <legend>Scopes</legend>
          {API_KEY_SCOPES.map((scope) => (
            <label key={scope} className={styles.scope}>
              <input type="checkbox" name="scopes" value={scope} checked={form.scopes.includes(scope)} onChange={(e) => toggleScope(scope, e.target.checked)} />
              {API_KEY_SCOPE_LABELS[scope]}
            </label>
          ))}
        </fieldset>
        <div>
          <button type="submit" className={buttons.primary} disabled={saving} aria-busy={saving}>
            {saving ? 'Creating...' : 'Create API key'}
          </button>
        </div>
      </form>
    </>
  );
}
