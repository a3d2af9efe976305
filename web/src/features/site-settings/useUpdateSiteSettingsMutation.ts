import { graphql, useMutation } from 'react-relay';
import type { useUpdateSiteSettingsMutation as Mutation, UpdateSiteSettingsInput } from '../../__generated__/useUpdateSiteSettingsMutation.graphql.ts';

import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardSiteSettings.ts';

export type SaveOutcome = { kind: 'saved' } | { kind: 'invalid'; field: string | null; message: string } | { kind: 'failed'; message: string };

/** Replaces the site settings (admin); the server's refusal names the field it refused. */
export function useUpdateSiteSettingsMutation(): [(input: UpdateSiteSettingsInput, done: (outcome: SaveOutcome) => void) => void, boolean] {
  const failed = useT(messages)('dashboardSiteSettings.saveFailed');
  const [commit, saving] = useMutation<Mutation>(graphql`
    mutation useUpdateSiteSettingsMutation($input: UpdateSiteSettingsInput!) {
      updateSiteSettings(input: $input) {
        __typename
        ... on UpdateSiteSettingsSuccess {
          siteSettings {
            ...SiteSettings_settings
          }
        }
        ... on ValidationError {
          field
          message
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const save = (input: UpdateSiteSettingsInput, done: (outcome: SaveOutcome) => void) =>
    commit({
      variables: { input },
      onCompleted: ({ updateSiteSettings: answer }) => {
        if (answer.__typename === 'UpdateSiteSettingsSuccess') done({ kind: 'saved' });
        else if (answer.__typename === 'ValidationError') done({ kind: 'invalid', field: answer.field ?? null, message: answer.message ?? failed });
        else done({ kind: 'failed', message: (answer as { message?: string }).message || failed });
      },
      onError: (e) => done({ kind: 'failed', message: e.message || failed }),
    });
  return [save, saving];
}
