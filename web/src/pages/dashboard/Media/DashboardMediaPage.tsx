import { Suspense, useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { DashboardMediaPageQuery } from '../../../__generated__/DashboardMediaPageQuery.graphql.ts';
import { DashboardPage } from '../DashboardPage.tsx';
import { useDashboardViewer } from '../DashboardViewerContext.ts';
import { DeleteMediaButton, ImageDialog, MediaGrid, UploadDialog, type MediaTile } from '../../../components/media/index.ts';
import { SHORT_TOAST_DURATION_MS, useToast } from '../../../components/ui/Toast.tsx';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { ErrorText, LoadingText } from '../../../components/StatusText.tsx';
import mediaStyles from '../../../components/media/media.module.css';
import { useT } from '../../../components/context/locale.tsx';
import { messages as mediaMessages } from '../../../lib/i18n/compiled/en/dashboardMedia.ts';


/** /vendor-dashboard/media: the media library of docs/spec/vendor-admin.md §2. */
export default function DashboardMediaPage() {
  const queryRef = useLoaderData() as PreloadedQuery<DashboardMediaPageQuery>;
  const t = useT(mediaMessages);
  return (
    <DashboardPage heading={t('dashboardMedia.heading')}>
      <ErrorBoundary fallback={(error) => <ErrorText>{t('dashboardMedia.failed', { reason: error.message })}</ErrorText>}>
        <Suspense fallback={<LoadingText>{t('dashboardMedia.loading')}</LoadingText>}>
          <Library queryRef={queryRef} />
        </Suspense>
      </ErrorBoundary>
    </DashboardPage>
  );
}

function Library({ queryRef }: { queryRef: PreloadedQuery<DashboardMediaPageQuery> }) {
  const data = usePreloadedQuery<DashboardMediaPageQuery>(
    graphql`
      query DashboardMediaPageQuery {
        ...MediaGrid_query
      }
    `,
    queryRef,
  );
  const viewer = useDashboardViewer();
  const [uploading, setUploading] = useState(false);
  const [open, setOpen] = useState<MediaTile | null>(null);
  const [reloadToken, setReloadToken] = useState(0);
  const toast = useToast();
  const t = useT(mediaMessages);
  // The spec's image messages are toasts of 3 s.
  const notify = (title: string, ok: boolean) => toast({ title, tone: ok ? 'success' : 'error', durationMs: SHORT_TOAST_DURATION_MS });


  return (
    <>
      <MediaGrid
        query={data}
        reloadToken={reloadToken}
        onOpen={setOpen}
        showStore={viewer.isAdmin}
        emptyText={t('dashboardMedia.empty')}
        leading={
          // The admin views every vendor's images but does not upload (docs/spec/vendor-admin.md §2, §6).
          !viewer.isAdmin && (
            <button type="button" className={mediaStyles.addTile} onClick={() => setUploading(true)}>
              <span aria-hidden="true">+</span>
              {t('dashboardMedia.add')}
            </button>
          )
        }
        tileActions={(asset) => <DeleteMediaButton asset={asset} onResult={notify} />}
      />
      <ImageDialog asset={open} onClose={() => setOpen(null)} />
      {!viewer.isAdmin && <UploadDialog open={uploading} onOpenChange={setUploading} onUploaded={() => setReloadToken((n) => n + 1)} />}
    </>
  );
}
