import { useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { DeleteMediaButtonMutation } from '../../__generated__/DeleteMediaButtonMutation.graphql.ts';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { mediaConnectionId, type MediaTile } from './MediaGrid.tsx';
import styles from './media.module.css';
import { MEDIA_MESSAGES } from '@rules/index.ts';

export const DELETED_MESSAGE = MEDIA_MESSAGES.imageDeleted;
export const DELETE_FAILED_MESSAGE = 'Failed to delete the image.';

/**
 * Delete with the spec's confirmation ("Confirm Delete" / "Are you sure you want to delete this
 * image?", Delete, Cancel). `onResult` gets the message to show.
 */
export function DeleteMediaButton({ asset, onResult }: { asset: MediaTile; onResult: (message: string, ok: boolean) => void }) {
  const [confirming, setConfirming] = useState(false);
  const [commit, deleting] = useMutation<DeleteMediaButtonMutation>(graphql`
    mutation DeleteMediaButtonMutation($input: DeleteMediaInput!, $connections: [ID!]!) {
      deleteMedia(input: $input) {
        __typename
        ... on DeleteMediaSuccess {
          deletedId @deleteEdge(connections: $connections)
        }
        ... on Error {
          message
        }
      }
    }
  `);

  function remove() {
    commit({
      variables: { input: { id: asset.id }, connections: [mediaConnectionId()] },
      onCompleted: ({ deleteMedia }) => {
        setConfirming(false);
        if (deleteMedia.__typename === 'DeleteMediaSuccess') onResult(DELETED_MESSAGE, true);
        else onResult(`${DELETE_FAILED_MESSAGE} ${'message' in deleteMedia ? deleteMedia.message : ''}`.trim(), false);
      },
      onError: (error) => {
        setConfirming(false);
        onResult(`${DELETE_FAILED_MESSAGE} ${error.message}`.trim(), false);
      },
    });
  }

  return (
    <>
      <button type="button" className={styles.deleteButton} onClick={() => setConfirming(true)} aria-label={`Delete ${asset.originalName}`}>
        Delete
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Confirm Delete"
        description={`Are you sure you want to delete this image? ${asset.originalName} is removed from the library.`}
        onConfirm={remove}
        busy={deleting}
        danger
      />
    </>
  );
}
