import { lazy, Suspense, useState } from 'react';
import buttons from '../../components/Button.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages as trackingMessages } from '../../lib/i18n/compiled/en/tracking.ts';
import type { MoveViewingProps } from './MoveViewingDialog.tsx';

// The dialog, its time picker and its mutation load with the first tap (npm run budget:web).
const MoveViewingDialog = lazy(() => import('./MoveViewingDialog.tsx'));


/** The shopper's "Move my viewing" button on the tracking page (issue 37 part 3), and its dialog once tapped. */
export function MoveViewing(props: MoveViewingProps) {
  const t = useT(trackingMessages);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={buttons.secondary} onClick={() => setOpen(true)}>
        {t('tracking.moveViewing')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <MoveViewingDialog {...props} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
