import { useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { DeleteMediaButtonMutation } from '../../__generated__/DeleteMediaButtonMutation.graphql.ts';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { mediaConnectionId, type MediaTile } from './MediaGrid.tsx';
import styles from './media.module.css';
import { useDashboardConfirmLabels } from '../../hooks/useDashboardConfirmLabels.ts';
import { useServerText } from '../context/locale.tsx';
import { useT } from '../context/locale.tsx';
import { messages as uploadMessages } from '../../lib/i18n/compiled/en/dashboardMediaUpload.ts';

/**
 * Delete with the spec's confirmation ("Confirm Delete" / "Are you sure you want to delete this
 * image?", Delete, Cancel). `onResult` gets the message to show.
 */
export function DeleteMediaButton({ asset, onResult }: { asset: MediaTile; onResult: (message: string, ok: boolean) => void }) {
  const [confirming, setConfirming] = useState(false);
  const t = useT(uploadMessages);
  const serverText = useServerText();
  const confirmLabels = useDashboardConfirmLabels();
  const failed = (reason: string) => (reason ? t('dashboardMediaUpload.deleteFailedBecause', { reason: serverText(reason) }) : t('dashboardMediaUpload.deleteFailed'));
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
        if (deleteMedia.__typename === 'DeleteMediaSuccess') onResult(t('dashboardMediaUpload.deleted'), true);
        else onResult(failed(('message' in deleteMedia && deleteMedia.message?.trim()) || ''), false);
      },
      onError: (error) => {
        setConfirming(false);
        onResult(failed(error.message.trim()), false);
      },
    });
  }

  return (
    <>
      <button type="button" className={styles.deleteButton} onClick={() => setConfirming(true)} aria-label={t('dashboardMediaUpload.deleteName', { name: asset.originalName })}>
        {t('dashboardMediaUpload.delete')}
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        {...confirmLabels}
        title={t('dashboardMediaUpload.confirmDelete')}
        description={t('dashboardMediaUpload.deleteQuestion', { name: asset.originalName })}
        onConfirm={remove}
        busy={deleting}
        danger
      />
    </>
  );
}
