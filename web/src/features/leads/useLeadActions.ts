import { graphql, useMutation } from 'react-relay';
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
  const setStatus = (id: string, status: LeadStatus) =>
    new Promise<ActionOutcome>((resolve) =>
      commitStatus({ variables: { input: { id, status } }, onCompleted: ({ setLeadStatus }) => resolve(outcomeOf(setLeadStatus)), onError: () => resolve({ ok: false, message: FAILED }) }),
    );
  const addNote = (id: string, text: string) =>
    new Promise<ActionOutcome>((resolve) => commitNote({ variables: { input: { id, text } }, onCompleted: ({ addLeadNote }) => resolve(outcomeOf(addLeadNote)), onError: () => resolve({ ok: false, message: FAILED }) }));
  const reply = (id: string, text: string) =>
    new Promise<ActionOutcome>((resolve) => commitReply({ variables: { input: { id, text } }, onCompleted: ({ replyToLead }) => resolve(outcomeOf(replyToLead)), onError: () => resolve({ ok: false, message: FAILED }) }));
  return { setStatus, addNote, reply, busy: savingStatus || savingNote || sendingReply };
}
