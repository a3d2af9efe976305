import { graphql, useMutation, type UseMutationConfig } from 'react-relay';
import type { Disposable, MutationParameters } from 'relay-runtime';
import type { useLeadActionsStatusMutation, LeadStatus } from '../../__generated__/useLeadActionsStatusMutation.graphql.ts';
import type { useLeadActionsNoteMutation } from '../../__generated__/useLeadActionsNoteMutation.graphql.ts';
import type { useLeadActionsReplyMutation } from '../../__generated__/useLeadActionsReplyMutation.graphql.ts';
import { typedErrorMessage } from '../../lib/mutation-errors.ts';
import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardLeads.ts';

/** What an action did: done, or refused with the server's message. */
export type ActionOutcome = { ok: true } | { ok: false; message: string };

/** Each answer carries the whole lead, so the page shows its new status, notes and replies at once. */
function outcomeOf(result: { __typename: string; message?: string }, failed: string): ActionOutcome {
  return result.__typename === 'LeadSuccess' ? { ok: true } : { ok: false, message: typedErrorMessage(result) || failed };
}

/** Commits one lead mutation and settles with its outcome (a failed request is a refusal too, told as `failed`). */
function committed<M extends MutationParameters>(commit: (config: UseMutationConfig<M>) => Disposable, variables: M['variables'], result: (response: M['response']) => { __typename: string; message?: string }, failed: string): Promise<ActionOutcome> {
  return new Promise((resolve) => commit({ variables, onCompleted: (response) => resolve(outcomeOf(result(response), failed)), onError: () => resolve({ ok: false, message: failed }) }));
}

/** Status changes, notes and replies of one lead (GraphQL setLeadStatus, addLeadNote, replyToLead). */
export function useLeadActions() {
  const failed = useT(messages)('dashboardLeads.saveFailed');
  const [commitStatus, savingStatus] = useMutation<useLeadActionsStatusMutation>(graphql`
    mutation useLeadActionsStatusMutation($input: SetLeadStatusInput!) {
      setLeadStatus(input: $input) {
        __typename
        ... on LeadSuccess {
          lead {
            ...LeadDetail_lead
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [commitNote, savingNote] = useMutation<useLeadActionsNoteMutation>(graphql`
    mutation useLeadActionsNoteMutation($input: AddLeadNoteInput!) {
      addLeadNote(input: $input) {
        __typename
        ... on LeadSuccess {
          lead {
            ...LeadDetail_lead
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [commitReply, sendingReply] = useMutation<useLeadActionsReplyMutation>(graphql`
    mutation useLeadActionsReplyMutation($input: ReplyToLeadInput!) {
      replyToLead(input: $input) {
        __typename
        ... on LeadSuccess {
          lead {
            ...LeadDetail_lead
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const setStatus = (id: string, status: LeadStatus) => committed(commitStatus, { input: { id, status } }, (response) => response.setLeadStatus, failed);
  const addNote = (id: string, text: string) => committed(commitNote, { input: { id, text } }, (response) => response.addLeadNote, failed);
  const reply = (id: string, text: string) => committed(commitReply, { input: { id, text } }, (response) => response.replyToLead, failed);
  return { setStatus, addNote, reply, busy: savingStatus || savingNote || sendingReply };
}
