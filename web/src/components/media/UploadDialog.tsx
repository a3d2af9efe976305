import { useState } from 'react';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { UploadForm } from './UploadForm.tsx';
import type { UploadedMedia } from './useUploadMedia.ts';

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
  return (
    <Dialog open={open} onOpenChange={(next) => !uploading && onOpenChange(next)} title="Upload Images" wide>
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
