import { lazy, Suspense } from 'react';
import type { DialogProps } from './DialogPanel.tsx';

export type { DialogProps };

// radix's dialog (focus trap, scroll lock, dismissable layer: about 15 KB gzip) is no part of a
// page's first load: it loads the first time a dialog opens, in a few milliseconds.
const DialogPanel = lazy(() => import('./DialogPanel.tsx').then((module) => ({ default: module.DialogPanel })));

/** A centred modal dialog: focus trapped, Escape and outside click close it, titled for screen readers. */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <DialogPanel {...props} />
    </Suspense>
  );
}
