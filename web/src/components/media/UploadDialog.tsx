import { useState } from 'react';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { UploadForm } from './UploadForm.tsx';
import type { UploadedMedia } from './useUploadMedia.ts';
import { useT } from '../context/locale.tsx';
import { messages as uploadMessages } from '../../lib/i18n/compiled/en/dashboardMediaUpload.ts';

export interface UploadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after a successful upload (the dialog then closes itself). */
  onUploaded: (assets: UploadedMedia[]) => void;
}

/**
 * The media library's upload dialog (docs/spec/vendor-admin.md §2/§4): the upload form; success closes it. It stays
 * open while an upload runs. Closing unmounts the form, so it opens empty next time.
 */
export function UploadDialog({ open, onOpenChange, onUploaded }: UploadDialogProps) {
  const [uploading, setUploading] = useState(false);
  const t = useT(uploadMessages);
  return (
    <Dialog open={open} onOpenChange={(next) => !uploading && onOpenChange(next)} title={t('dashboardMediaUpload.title')} wide>
      <UploadForm
        onUploadingChange={setUploading}
        onCancel={() => onOpenChange(false)}
        onUploaded={(assets) => {
          onOpenChange(false);
          onUploaded(assets);
        }}
      />
    </Dialog>
  );
}
