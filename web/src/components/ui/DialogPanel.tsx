import { useState, type ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import styles from './Dialog.module.css';
import { useT } from '../context/locale.tsx';
import { messages as dialogMessages } from '../../lib/i18n/compiled/en/dialog.ts';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Read by screen readers with the title; visible unless `hideDescription`. */
  description?: string;
  hideDescription?: boolean;
  /** Wider content (for pictures); the default suits forms and confirmations. */
  wide?: boolean;
  /** A sheet from the bottom of a narrow screen (a listing's filters). */
  sheet?: boolean;
  /**
   * Nearly the whole screen (a picture picker): the title and the close button stay in view and
   * the content scrolls below them, however long it grows.
   */
  full?: boolean;
  children: ReactNode;
}

/** Dialog's radix body (Dialog.tsx loads it on first open). */
export function DialogPanel({ open, onOpenChange, title, description, hideDescription, wide, sheet, full, children }: DialogProps) {
  // Our dialogs open from their own buttons, not from a radix Trigger, so radix has no trigger to
  // focus on close and focus fell to the top of the page. The button that opened the dialog still
  // has focus when the panel first renders: it gets focus back, however the dialog closes.
  const t = useT(dialogMessages);
  const [opener] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));
  const returnFocus = (event: Event) => {
    if (!opener?.isConnected || opener === document.body) return;
    event.preventDefault();
    opener.focus();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content onCloseAutoFocus={returnFocus} className={[styles.content, wide && styles.wide, sheet && styles.sheet, full && styles.full].filter(Boolean).join(' ')}>
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className={hideDescription ? 'visually-hidden' : styles.description}>{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="visually-hidden">{title}</RadixDialog.Description>
          )}
          {full ? <div className={styles.scroll}>{children}</div> : children}
          <RadixDialog.Close className={styles.close} aria-label={t('dialog.close')}>
            ×
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
