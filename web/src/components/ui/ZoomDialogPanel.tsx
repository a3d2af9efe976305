import { useRef, type PointerEvent, type TouchEvent } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import styles from './ZoomDialog.module.css';
import { useT } from '../context/locale.tsx';
import { messages as detailMessages } from '../../lib/i18n/compiled/en/detail.ts';

/** docs/spec/storefront.md §9: the zoomed image keeps 40 px from the window edges; a vertical swipe over 10 px closes. */
export const ZOOM_MARGIN_PX = 40;
export const SWIPE_CLOSE_PX = 10;

export interface ZoomDialogProps {
  src: string | null;
  alt: string;
  onClose: () => void;
}

/**
 * ZoomDialog's radix body (ZoomDialog.tsx loads it on first zoom): a full-window view of one image. Closes with the × button, Escape, a click outside the image,
 * the mouse wheel, or a vertical swipe.
 */
export function ZoomDialogPanel({ src, alt, onClose }: ZoomDialogProps) {
  const t = useT(detailMessages);
  const touchStartY = useRef<number | null>(null);

  const onTouchStart = (event: TouchEvent) => {
    touchStartY.current = event.touches[0]?.clientY ?? null;
  };
  const onTouchMove = (event: TouchEvent) => {
    const start = touchStartY.current;
    const y = event.touches[0]?.clientY;
    if (start !== null && y !== undefined && Math.abs(y - start) > SWIPE_CLOSE_PX) {
      touchStartY.current = null;
      onClose();
    }
  };
  const onBackdropClick = (event: PointerEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <RadixDialog.Root open={src !== null} onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          style={{ padding: ZOOM_MARGIN_PX }}
          onClick={onBackdropClick}
          onWheel={onClose}
          onTouchStart={onTouchStart}
          onTouchMove={onTouchMove}
          aria-describedby={undefined}
        >
          <RadixDialog.Title className="visually-hidden">{alt || t('detail.photos')}</RadixDialog.Title>
          {src && <img src={src} alt={alt} className={styles.image} style={{ maxWidth: `calc(100vw - ${2 * ZOOM_MARGIN_PX}px)`, maxHeight: `calc(100vh - ${2 * ZOOM_MARGIN_PX}px)` }} />}
          <RadixDialog.Close className={styles.close} aria-label={t('detail.closeZoom')}>
            ×
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
