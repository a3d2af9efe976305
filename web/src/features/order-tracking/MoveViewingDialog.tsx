import { useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { MoveViewingDialogMutation } from '../../__generated__/MoveViewingDialogMutation.graphql.ts';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { useLocale, useT } from '../../components/context/locale.tsx';
import { ViewingTimePicker } from '../../components/viewings/ViewingTimePicker.tsx';
import type { ViewingPick } from '../../components/viewings/viewing-pick.ts';
import { messages as viewingsMessages } from '../../lib/i18n/compiled/en/viewings.ts';

export interface MoveViewingProps {
  orderId: string;
  /** How the shopper proved the order (TrackedOrder's credentials): the checkout e-mail or the link's token. */
  credentials: { email: string | null; token: string | null };
  /** The viewing part's global id. */
  part: string;
  /** The property's global id, whose free times are offered. */
  product: string;
  /** The part moved: the page reads the order again (new time, new history). */
  onMoved: () => void;
}

/**
 * The dialog of the shopper's "Move my viewing" on the tracking page (issue 37 part 3): a new date and one of the
 * store's free times (the Book Now dialog's picker), or a date alone for a store without hours. The
 * server checks the proof (e-mail or link token), that the time is still free, and mails the store.
 */
export default function MoveViewingDialog({ orderId, credentials, part, product, onMoved, onClose }: MoveViewingProps & { onClose: () => void }) {
  const t = useT(viewingsMessages);
  const locale = useLocale();
  const [pick, setPick] = useState<ViewingPick | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [commit, busy] = useMutation<MoveViewingDialogMutation>(graphql`
    mutation MoveViewingDialogMutation($input: RescheduleTrackedViewingInput!) {
      rescheduleTrackedViewing(input: $input) {
        __typename
        ... on Error {
          code
          message
        }
      }
    }
  `);
  const failed = (message: string | null | undefined, code?: string | null) =>
    setError(code === 'CONFLICT' ? t('viewings.slotTaken') : (locale === 'en' && message) || t('viewings.moveFailed'));

  function move() {
    if (!pick) return;
    setError(null);
    const when = pick.viewingAt ? { viewingAt: pick.viewingAt } : { viewingDate: pick.date };
    commit({
      variables: { input: { orderId, email: credentials.email, token: credentials.token, part, ...when } },
      onCompleted: ({ rescheduleTrackedViewing: result }) => {
        if (result.__typename === 'RescheduleTrackedViewingSuccess') {
          onClose();
          onMoved();
        } else failed('message' in result ? result.message : null, 'code' in result ? result.code : null);
      },
      onError: (cause) => failed(cause.message),
    });
  }

  return (
    <ConfirmDialog
        open
        onOpenChange={(open) => !open && onClose()}
        title={t('viewings.moveTitle')}
        description={t('viewings.moveDescription')}
        onConfirm={move}
        busy={busy}
        error={error}
        confirmLabel={t('viewings.moveConfirm')}
        busyLabel={t('viewings.moving')}
        danger={false}
        confirmDisabled={!pick}
      >
        <ViewingTimePicker product={product} dateLabel={t('viewings.newDate')} onChange={setPick} />
      </ConfirmDialog>
  );
}
