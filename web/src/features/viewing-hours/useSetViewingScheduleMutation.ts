import { graphql, useMutation } from 'react-relay';
import type { useSetViewingScheduleMutation, useSetViewingScheduleMutation$data } from '../../__generated__/useSetViewingScheduleMutation.graphql.ts';
import { scheduleInput, type ScheduleDraft } from '../../lib/viewing-hours-form.ts';

export type ScheduleSaveResult = useSetViewingScheduleMutation$data['setViewingSchedule'];

/** Saves the store's whole viewing week (setViewingSchedule); `onResult` gets the answer or null when the request failed. */
export function useSetViewingScheduleMutation(): [(draft: ScheduleDraft, onResult: (result: ScheduleSaveResult | null) => void) => void, boolean] {
  const [commit, busy] = useMutation<useSetViewingScheduleMutation>(graphql`
    mutation useSetViewingScheduleMutation($input: SetViewingScheduleInput!) {
      setViewingSchedule(input: $input) {
        __typename
        ... on SetViewingScheduleSuccess {
          schedule {
            timeZone
            slotMinutes
            hours {
              weekday
              start
              end
            }
            blockedDays
          }
        }
        ... on ValidationError {
          field
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const save = (draft: ScheduleDraft, onResult: (result: ScheduleSaveResult | null) => void) =>
    commit({ variables: { input: scheduleInput(draft) }, onCompleted: (response) => onResult(response.setViewingSchedule), onError: () => onResult(null) });
  return [save, busy];
}
