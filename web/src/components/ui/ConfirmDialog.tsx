import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialogPanel.tsx';

export type { ConfirmDialogProps };

// radix's alert dialog (focus trap, scroll lock, dismissable layer: about 15 KB gzip with its
// parts) is no part of a page's first load (npm run budget:web): it loads the first time the
// dialog opens, and stays mounted after, so radix returns focus on close as it always did.
const ConfirmDialogPanel = lazy(() => import('./ConfirmDialogPanel.tsx').then((module) => ({ default: module.ConfirmDialogPanel })));

/** "Are you sure?" before an action that cannot be undone (./ConfirmDialogPanel.tsx). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogPanel {...props} />
    </Suspense>
  );
}
