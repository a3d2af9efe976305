import { lazy, Suspense, useState } from 'react';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { ErrorText, LoadingText } from '../../components/StatusText.tsx';
import buttons from '../../components/Button.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages as socialMessages } from '../../lib/i18n/compiled/en/social.ts';

// The comments' list, form and their queries are no part of a detail page's first load (npm run
// budget:web): they load when the dialog opens, while it says it is loading.
const CommentsLoader = lazy(async () => ({ default: (await import('./CommentsDialog.tsx')).CommentsLoader }));

/** The Comments button of a detail page and its dialog (docs/spec/storefront.md §2, §4, §8). */
export function ProductComments({ productId }: { productId: string }) {
  const [open, setOpen] = useState(false);
  const t = useT(socialMessages);
  return (
    <>
      <button type="button" className={buttons.secondary} onClick={() => setOpen(true)}>
        {t('social.comments')}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={t('social.comments')} description={t('social.commentsDescription')}>
        {open ? (
          <ErrorBoundary fallback={() => <ErrorText>{t('social.fetchFailed')}</ErrorText>}>
            <Suspense fallback={<LoadingText>{t('social.loading')}</LoadingText>}>
              <CommentsLoader productId={productId} />
            </Suspense>
          </ErrorBoundary>
        ) : null}
      </Dialog>
    </>
  );
}
