import { graphql, useMutation, type UseMutationConfig } from 'react-relay';
import type { Disposable, MutationParameters } from 'relay-runtime';
import type { useLeadActionsStatusMutation, LeadStatus } from '../../__generated__/useLeadActionsStatusMutation.graphql.ts';
import type { useLeadActionsNoteMutation } from '../../__generated__/useLeadActionsNoteMutation.graphql.ts';
import type { useLeadActionsReplyMutation } from '../../__generated__/useLeadActionsReplyMutation.graphql.ts';
import { typedErrorMessage } from '../../lib/mutation-errors.ts';

/** What an action did: done, or refused with the server's message. */
export type ActionOutcome = { ok: true } | { ok: false; message: string };

const FAILED = 'The change could not be saved. Please check your connection and try again.';

/** Each answer carries the whole lead, so the page shows its new status, notes and replies at once. */
function outcomeOf(result: { __typename: string; message?: string }): ActionOutcome {
  return result.__typename === 'LeadSuccess' ? { ok: true } : { ok: false, message: typedErrorMessage(result) || FAILED };
}

/** Commits one lead mutation and settles with its outcome (a failed request is a refusal too). */
function committed<M extends MutationParameters>(commit: (config: UseMutationConfig<M>) => Disposable, variables: M['variables'], result: (response: M['response']) => { __typename: string; message?: string }): Promise<ActionOutcome> {
  return new Promise((resolve) => commit({ variables, onCompleted: (response) => resolve(outcomeOf(result(response))), onError: () => resolve({ ok: false, message: FAILED }) }));
}

/** Status changes, notes and replies of one lead (GraphQL setLeadStatus, addLeadNote, replyToLead). */
export function useLeadActions() {
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
  const setStatus = (id: string, status: LeadStatus) => committed(commitStatus, { input: { id, status } }, (response) => response.setLeadStatus);
  const addNote = (id: string, text: string) => committed(commitNote, { input: { id, text } }, (response) => response.addLeadNote);
  const reply = (id: string, text: string) => committed(commitReply, { input: { id, text } }, (response) => response.replyToLead);
  return { setStatus, addNote, reply, busy: savingStatus || savingNote || sendingReply };
}
