import { useCallback, useRef, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { commitMutation, graphql } from 'relay-runtime';
import type { useUploadMediaMutation, useUploadMediaMutation$data } from '../../__generated__/useUploadMediaMutation.graphql.ts';
import type { UploadProgressListener } from '../../lib/relay-environment.ts';

export const UPLOAD_FAILED_MESSAGE = 'Image Upload Failed';
/** The upload form says these in the dashboard's language (found by value among the dashboardMediaUpload messages). */
export const UPLOAD_ALREADY_RUNNING = 'An upload is already running.';

/** One stored image as the upload answers it. */
export type UploadedMedia = NonNullable<useUploadMediaMutation$data['uploadMedia']['assets']>[number];

export interface UploadMediaState {
  /** Sends the files (one GraphQL multipart request); resolves with the stored images. */
  upload(files: File[]): Promise<UploadedMedia[]>;
  uploading: boolean;
  /** 0..1 while uploading, else null. */
  progress: number | null;
}

const mutation = graphql`
  mutation useUploadMediaMutation($input: UploadMediaInput!, $connections: [ID!]!) {
    uploadMedia(input: $input) {
      __typename
      ... on UploadMediaSuccess {
        assets @prependNode(connections: $connections, edgeTypeName: "QueryMyMediaConnectionEdge") {
          id
          fileName
          url
          originalName
          image {
            thumb: url(variant: THUMB)
            card: url(variant: CARD)
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export interface UploadMediaOptions {
  /**
   * Relay connections of `myMedia` that show the new images first at once (their selections
   * must fit in the fields above); other lists refetch instead.
   */
  connections?: readonly string[];
}

const NO_CONNECTIONS: readonly string[] = [];

/**
 * Uploads images to the signed-in vendor's media library with upload progress (the Relay
 * environment sends File variables as a multipart request over XMLHttpRequest). Rejects with
 * the server's message when the upload is refused. Reusable by any page that uploads images.
 */
export function useUploadMedia({ connections = NO_CONNECTIONS }: UploadMediaOptions = {}): UploadMediaState {
  const environment = useRelayEnvironment();
  const [progress, setProgress] = useState<number | null>(null);
  const inFlight = useRef(false);

  const upload = useCallback(
    (files: File[]) =>
      new Promise<UploadedMedia[]>((resolve, reject) => {
        if (inFlight.current) return reject(new Error(UPLOAD_ALREADY_RUNNING));
        inFlight.current = true;
        setProgress(0);
        const done = () => {
          inFlight.current = false;
          setProgress(null);
        };
        const onUploadProgress: UploadProgressListener = (fraction) => setProgress(fraction);
        commitMutation<useUploadMediaMutation>(environment, {
          mutation,
          variables: { input: { files }, connections: [...connections] },
          cacheConfig: { metadata: { onUploadProgress } },
          onCompleted: ({ uploadMedia }) => {
            done();
            if (uploadMedia.__typename === 'UploadMediaSuccess' && uploadMedia.assets) resolve([...uploadMedia.assets]);
            else reject(new Error(uploadMedia.message || UPLOAD_FAILED_MESSAGE));
          },
          onError: (error) => {
            done();
            reject(error);
          },
        });
      }),
    [environment, connections],
  );

  return { upload, uploading: progress !== null, progress };
}
