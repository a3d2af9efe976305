import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import buttons from './Button.module.css';
import styles from './SectionBoundary.module.css';
import { useT } from '../components/context/locale.tsx';
import { messages as commonMessages } from '../lib/i18n/compiled/en/common.ts';

export interface SectionBoundaryProps {
  /**
   * The section's own text when it fails (the spec's default, e.g. 'Failed to fetch products'),
   * or a function choosing it from the error. Never the error's raw message.
   */
  message: string | ((error: Error) => string);
  /** Loads the section again (a fresh network fetch); the boundary resets when `resetKey` changes. */
  onRetry: () => void;
  /** Changes when the section's data is loaded anew (e.g. its query reference): the section renders again. */
  resetKey: unknown;
  /** When given, the children load under a Suspense boundary showing this (inside the error boundary). */
  loading?: ReactNode;
  children: ReactNode;
}

/**
 * One section of a page that fails on its own: its text and a "Try again" button take the
 * section's place (the rest of the page stays), instead of the route's error page.
 */
export function SectionBoundary({ message, onRetry, resetKey, loading, children }: SectionBoundaryProps) {
  const t = useT(commonMessages);
  return (
    <ErrorBoundary
      resetKey={resetKey}
      fallback={(error) => (
        <div className={styles.box} role="alert">
          <p className={styles.message}>{typeof message === 'function' ? message(error) : message}</p>
          <button type="button" className={buttons.secondary} onClick={onRetry}>
            {t('common.tryAgain')}
          </button>
        </div>
      )}
    >
      {loading === undefined ? children : <Suspense fallback={loading}>{children}</Suspense>}
    </ErrorBoundary>
  );
}
