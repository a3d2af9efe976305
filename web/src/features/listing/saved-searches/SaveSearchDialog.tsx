import { useId, useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { SaveSearchDialogMutation, ProductFilter } from '../../../__generated__/SaveSearchDialogMutation.graphql.ts';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import buttons from '../../../components/Button.module.css';
import { typedErrorMessage } from '../../../lib/mutation-errors.ts';
import { productFilterOf, type ListingScope } from '../../../lib/listing-params.ts';
import { useListingParams } from '../../../hooks/useListingParams.ts';
import { useFavourites } from '../../../components/favourites/useFavourites.ts';
import styles from './SaveSearch.module.css';
import { useT } from '../../../components/context/locale.tsx';
import { messages as alertsMessages } from '../../../lib/i18n/compiled/en/alerts.ts';

interface Props {
  scope: ListingScope;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The "Get alerts" dialog: an email, what the alerts will be about, and the consent to mail. */
export default function SaveSearchDialog({ scope, open, onOpenChange }: Props) {
  const { params } = useListingParams();
  const { entries } = useFavourites();
  const emailId = useId();
  const t = useT(alertsMessages);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [commit, saving] = useMutation<SaveSearchDialogMutation>(graphql`
    mutation SaveSearchDialogMutation($input: SaveSearchInput!) {
      saveSearch(input: $input) {
        __typename
        ... on SaveSearchSuccess {
          savedSearch {
            label
            email
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);

  function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const filter = productFilterOf(scope, params) as ProductFilter;
    commit({
      variables: { input: { email, filter, favourites: entries.map((entry) => entry.id) } },
      onCompleted: ({ saveSearch }) => {
        if (saveSearch.__typename === 'SaveSearchSuccess' && saveSearch.savedSearch) setSentTo(saveSearch.savedSearch.email);
        else setError(typedErrorMessage(saveSearch) ?? t('alerts.alertsFailed'));
      },
      onError: () => setError(t('alerts.alertsFailed')),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('alerts.alertsTitle')}>
      {sentTo ? (
        <p className={styles.done} role="status">
          {t('alerts.alertsSent', { email: sentTo })}
        </p>
      ) : (
        <form method="post" className={styles.form} onSubmit={save} noValidate>
          <p>{entries.length ? t('alerts.alertsAboutFavourites', { count: entries.length }) : t('alerts.alertsAbout')}</p>
          <label htmlFor={emailId}>{t('alerts.alertsEmail')}</label>
          <input
            id={emailId}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-describedby={error ? `${emailId}-error` : undefined}
          />
          {error ? (
            <p id={`${emailId}-error`} className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
          <p className={styles.consent}>{t('alerts.alertsConsent')}</p>
          <button type="submit" className={buttons.primary} disabled={saving || !email.trim()}>
            {saving ? t('alerts.alertsSaving') : t('alerts.alertsSave')}
          </button>
        </form>
      )}
    </Dialog>
  );
}
