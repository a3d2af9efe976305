import { lazy, Suspense } from 'react';
import type { ZoomDialogProps } from './ZoomDialogPanel.tsx';

export type { ZoomDialogProps };

// Loaded on the first zoom, like Dialog (Dialog.tsx).
const ZoomDialogPanel = lazy(() => import('./ZoomDialogPanel.tsx').then((module) => ({ default: module.ZoomDialogPanel })));

/**
 * A full-window view of one image. Closes with the × button, Escape, a click outside the image,
 * the mouse wheel, or a vertical swipe.
 */
export function ZoomDialog(props: ZoomDialogProps) {
  if (props.src === null) return null;
  return (
    <Suspense fallback={null}>
      <ZoomDialogPanel {...props} />
    </Suspense>
  );
}
