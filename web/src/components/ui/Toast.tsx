import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Toast as RadixToast } from 'radix-ui';
import styles from './Toast.module.css';
import { useT } from '../context/locale.tsx';
import { messages as kitMessages } from '../../lib/i18n/compiled/en/dashboardKit.ts';

/** The spec's timings (docs/spec/vendor-admin.md §9, toast timings): 5,000 ms unless a message says otherwise. */
export const TOAST_DURATION_MS = 5000;
/** Image messages and the customer list's messages close sooner. */
export const SHORT_TOAST_DURATION_MS = 3000;
/** The spec's hotkey: Alt+T moves focus to the messages. */
export const TOAST_HOTKEY = ['altKey', 'KeyT'];

export interface ToastMessage {
  title: string;
  /** `error` is announced assertively and drawn in the danger colour. */
  tone?: 'success' | 'error';
  durationMs?: number;
}

type ShowToast = (message: ToastMessage) => void;

const ToastContext = createContext<ShowToast | null>(null);

/** `toast({ title })` shows a message in the dashboard's toast region. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast is used outside <ToastProvider>');
  return show;
}

interface ShownToast extends ToastMessage {
  id: number;
}

let nextId = 1;

/** The dashboard's toast region (radix Toast): swipe, Escape, pause on hover and focus, Alt+T. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const show = useCallback<ShowToast>((message) => setToasts((shown) => [...shown, { ...message, id: nextId++ }]), []);
  const forget = useCallback((id: number) => setToasts((shown) => shown.filter((toast) => toast.id !== id)), []);
  const value = useMemo(() => show, [show]);
  const t = useT(kitMessages);

  return (
    <ToastContext.Provider value={value}>
      <RadixToast.Provider duration={TOAST_DURATION_MS} label={t('dashboardKit.notification')}>
        {children}
        {toasts.map((toast) => (
          <RadixToast.Root
            key={toast.id}
            className={toast.tone === 'error' ? `${styles.toast} ${styles.error}` : styles.toast}
            duration={toast.durationMs ?? TOAST_DURATION_MS}
            type={toast.tone === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => !open && forget(toast.id)}
          >
            <RadixToast.Title className={styles.title}>{toast.title}</RadixToast.Title>
            <RadixToast.Close className={styles.close} aria-label={t('dashboardKit.dismiss')}>
              ×
            </RadixToast.Close>
          </RadixToast.Root>
        ))}
        <RadixToast.Viewport className={styles.viewport} hotkey={TOAST_HOTKEY} label={t('dashboardKit.notifications', { hotkey: '{hotkey}' })} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}
