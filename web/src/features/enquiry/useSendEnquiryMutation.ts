import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSendEnquiryMutation as Mutation } from '../../__generated__/useSendEnquiryMutation.graphql.ts';
import type { EnquiryValues } from './enquiryValidation.ts';

export interface EnquiryToSend extends EnquiryValues {
  productId: string;
  website: string;
  formToken: string;
}

/** What the server said: sent, or refused with its message (and the field at fault, when one is). */
export type EnquiryAnswer = { ok: true } | { ok: false; message: string | null; field: string | null };

/** Sends a listing's enquiry (GraphQL `sendEnquiry`); a failed request answers with no message. */
export function useSendEnquiryMutation(): (enquiry: EnquiryToSend) => Promise<EnquiryAnswer> {
  const [commit] = useMutation<Mutation>(graphql`
    mutation useSendEnquiryMutation($input: SendEnquiryInput!) {
      sendEnquiry(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on ValidationError {
          field
        }
      }
    }
  `);
  return useCallback(
    (enquiry: EnquiryToSend) =>
      new Promise<EnquiryAnswer>((resolve) => {
        commit({
          variables: { input: enquiry },
          onCompleted: ({ sendEnquiry }) =>
            resolve(sendEnquiry.__typename === 'SendEnquirySuccess' ? { ok: true } : { ok: false, message: sendEnquiry.message ?? null, field: sendEnquiry.field ?? null }),
          onError: () => resolve({ ok: false, message: null, field: null }),
        });
      }),
    [commit],
  );
}
