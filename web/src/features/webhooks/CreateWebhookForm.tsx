import { FormShell, SubmitButton } from '../../components/form/FormShell.tsx';
import { useForm } from '../../components/form/useForm.ts';
import { useCreateWebhookEndpointMutation } from './useCreateWebhookEndpointMutation.ts';
import buttons from '../../components/Button.module.css';
import styles from './Webhooks.module.css';
import { WEBHOOK_DESCRIPTION_MAX_LENGTH, WEBHOOK_MESSAGES, WEBHOOK_URL_MAX_LENGTH } from '@rules/index.ts';
import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardWebhooks.ts';
import { eventLabel } from './event-labels.ts';

interface EndpointForm {
  url: string;
  description: string;
  events: string[];
}

const emptyForm = (): EndpointForm => ({ url: '', description: '', events: [] });

/** The first problem the server would also refuse (the same texts), or null. The address rules are the server's. */
function formError(form: EndpointForm): string | null {
  if (!form.url.trim()) return WEBHOOK_MESSAGES.urlRequired;
  if (form.url.trim().length > WEBHOOK_URL_MAX_LENGTH) return WEBHOOK_MESSAGES.urlTooLong;
  if (form.description.trim().length > WEBHOOK_DESCRIPTION_MAX_LENGTH) return WEBHOOK_MESSAGES.descriptionTooLong;
  if (!form.events.length) return WEBHOOK_MESSAGES.eventsRequired;
  return null;
}

/** Add endpoint: URL, description, the events; the new secret goes to `onCreated` (shown once by the page). */
export function CreateWebhookForm({ eventTypes, onCreated, onError }: { eventTypes: ReadonlyArray<{ readonly name: string; readonly label: string }>; onCreated: (secret: string) => void; onError: (message: string | null) => void }) {
  const t = useT(messages);
  const form = useForm<EndpointForm>({ initial: emptyForm });
  const [create, saving] = useCreateWebhookEndpointMutation();
  const { values } = form;

  function submit() {
    const problem = formError(values);
    onError(problem);
    if (problem) return;
    create(
      { url: values.url.trim(), description: values.description.trim(), events: values.events },
      {
        onCreated: (secret) => {
          onCreated(secret);
          form.reset(emptyForm());
        },
        onFailure: onError,
      },
    );
  }

  const toggle = (event: string, on: boolean) => form.set('events', on ? [...values.events, event] : values.events.filter((e) => e !== event));
  const submitButton = (
    <div>
      <SubmitButton className={buttons.primary} busy={saving} label={t('dashboardWebhooks.add')} busyLabel={t('dashboardWebhooks.adding')} />
    </div>
  );
  return (
    <FormShell className={styles.form} onSubmit={submit} aria-label={t('dashboardWebhooks.addForm')} submit={submitButton}>
      <div className={styles.row}>
        <label className={styles.field}>
          {t('dashboardWebhooks.url')}
          <input name="url" type="url" value={values.url} onChange={form.change} maxLength={WEBHOOK_URL_MAX_LENGTH} placeholder="https://example.com/webhooks" required />
        </label>
        <label className={styles.field}>
          {t('dashboardWebhooks.description')}
          <input name="description" value={values.description} onChange={form.change} maxLength={WEBHOOK_DESCRIPTION_MAX_LENGTH} placeholder={t('dashboardWebhooks.descriptionPlaceholder')} />
        </label>
      </div>
      <fieldset className={styles.events}>
        <legend>{t('dashboardWebhooks.events')}</legend>
        {eventTypes.map((type) => (
          <label key={type.name} className={styles.event}>
            <input type="checkbox" name="events" value={type.name} checked={values.events.includes(type.name)} onChange={(e) => toggle(type.name, e.target.checked)} />
            {eventLabel(t, type.name, type.label)} (<code>{type.name}</code>)
          </label>
        ))}
      </fieldset>
    </FormShell>
  );
}
