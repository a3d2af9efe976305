import { useEffect, useId, useMemo, useState } from 'react';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { checkImageSelection, percent } from '../../lib/media-selection.ts';
import { useUploadMedia, type UploadedMedia } from './useUploadMedia.ts';
import buttons from '../../components/Button.module.css';
import styles from './media.module.css';

export const UPLOAD_FAILED_MESSAGE = 'Image Upload Failed';

export interface UploadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after a successful upload (the dialog then closes itself). */
  onUploaded: (assets: UploadedMedia[]) => void;
}

/**
 * The upload dialog of spec §2/§4: choose several images, see previews, upload with a progress
 * bar; success closes it, failure shows "Image Upload Failed" and why.
 */
export function UploadDialog({ open, onOpenChange, onUploaded }: UploadDialogProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const { upload, uploading, progress } = useUploadMedia();
  const inputId = useId();

  const previews = useMemo(() => files.map((file) => ({ file, url: URL.createObjectURL(file) })), [files]);
  useEffect(() => () => previews.forEach((p) => URL.revokeObjectURL(p.url)), [previews]);

  function reset() {
    setFiles([]);
    setError(null);
    setInputKey((k) => k + 1);
  }

  function choose(list: FileList | null) {
    const selection = checkImageSelection(list ?? []);
    setFiles(selection.files);
    setError(selection.error);
    // A refused selection is cleared from the input too.
    if (selection.error) setInputKey((k) => k + 1);
  }

  async function submit() {
    setError(null);
    try {
      const assets = await upload(files);
      reset();
      onOpenChange(false);
      onUploaded(assets);
    } catch (e) {
      const reason = e instanceof Error && e.message && e.message !== UPLOAD_FAILED_MESSAGE ? e.message : null;
      setError(reason ? `${UPLOAD_FAILED_MESSAGE}: ${reason}` : UPLOAD_FAILED_MESSAGE);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (uploading) return;
        if (!next) reset();
        onOpenChange(next);
      }}
      title="Upload Images"
      description="Choose up to 20 images (JPEG, PNG, WebP, GIF or AVIF), each at most 10 MB."
      wide
    >
      <div className={styles.uploadBody}>
        <label htmlFor={inputId} className={styles.fileLabel}>
          Choose images
        </label>
        <input
          key={inputKey}
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          disabled={uploading}
          className={styles.fileInput}
          onChange={(event) => choose(event.target.files)}
        />
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        {previews.length > 0 && (
          <ul className={styles.previews} aria-label="Selected images">
            {previews.map(({ file, url }) => (
              <li key={url} className={styles.preview}>
                <img src={url} alt={file.name} />
              </li>
            ))}
          </ul>
        )}
        {progress !== null && (
          <div className={styles.progress}>
            <progress max={1} value={progress} aria-label="Upload progress" />
            <span aria-hidden="true">{percent(progress)}</span>
          </div>
        )}
        <div className={styles.dialogActions}>
          <button type="button" className={buttons.secondary} onClick={() => { reset(); onOpenChange(false); }} disabled={uploading}>
            Cancel
          </button>
          <button type="button" className={buttons.primary} onClick={submit} disabled={uploading || files.length === 0} aria-busy={uploading}>
            {uploading ? 'Uploading...' : files.length > 1 ? `Upload ${files.length} images` : 'Upload'}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
