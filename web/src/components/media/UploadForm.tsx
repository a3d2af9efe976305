import { useEffect, useId, useMemo, useState } from 'react';
import { checkImageSelection, MAX_IMAGE_BYTES, MAX_IMAGES_PER_SELECTION, percent } from '../../lib/media-selection.ts';
import { useServerTextIn } from '../../hooks/useServerTextIn.ts';
import { UPLOAD_FAILED_MESSAGE, useUploadMedia, type UploadedMedia } from './useUploadMedia.ts';
import { useT } from '../context/locale.tsx';
import { messages as uploadMessages } from '../../lib/i18n/compiled/en/dashboardMediaUpload.ts';
import buttons from '../../components/Button.module.css';
import styles from './media.module.css';

const MAX_MEGABYTES = MAX_IMAGE_BYTES / (1024 * 1024);

export interface UploadFormProps {
  /** Called with the stored images after a successful upload; the form is cleared for the next one. */
  onUploaded: (assets: UploadedMedia[]) => void;
  /** Shows a Cancel button (a dialog's way out). */
  onCancel?: () => void;
  /** Told when an upload starts and ends, so a surrounding dialog can stay open meanwhile. */
  onUploadingChange?: (uploading: boolean) => void;
  /** `myMedia` connections that show the new images first at once (see useUploadMedia). */
  connections?: readonly string[];
}

/**
 * The upload of docs/spec/vendor-admin.md §2/§4, shared by the media library's dialog and the product picker's Add
 * Image tab: choose several images (images only, at most 20, each at most 10 MB), see previews,
 * upload with a progress bar; a failure shows "Image Upload Failed" and why.
 */
export function UploadForm({ onUploaded, onCancel, onUploadingChange, connections }: UploadFormProps) {
  const [files, setFiles] = useState<File[]>([]);
  const t = useT(uploadMessages);
  // The selection's refusals are rules/media.ts's English texts, said in the dashboard's language by value.
  const ruleText = useServerTextIn(uploadMessages);
  const [error, setError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const { upload, uploading, progress } = useUploadMedia({ connections });
  const inputId = useId();
  const hintId = useId();

  useEffect(() => {
    onUploadingChange?.(uploading);
    // Unmounted mid-upload (a tab switched away): nothing here holds the surroundings open.
    return () => onUploadingChange?.(false);
  }, [uploading, onUploadingChange]);

  function clear() {
    setFiles([]);
    setInputKey((k) => k + 1);
  }

  function choose(list: FileList | null) {
    const selection = checkImageSelection(list ?? []);
    setFiles(selection.files);
    setError(selection.error && ruleText(selection.error));
    // A refused selection is cleared from the input too.
    if (selection.error) setInputKey((k) => k + 1);
  }

  async function submit() {
    setError(null);
    try {
      const assets = await upload(files);
      clear();
      onUploaded(assets);
    } catch (e) {
      const reason = e instanceof Error && e.message && e.message !== UPLOAD_FAILED_MESSAGE ? e.message : null;
      setError(reason ? t('dashboardMediaUpload.failedBecause', { reason: ruleText(reason) }) : t('dashboardMediaUpload.failed'));
    }
  }

  return (
    <div className={styles.uploadBody}>
      <label htmlFor={inputId} className={styles.fileLabel}>
        {t('dashboardMediaUpload.chooseImages')}
      </label>
      <p id={hintId} className={styles.hint}>
        {t('dashboardMediaUpload.hint', { max: MAX_IMAGES_PER_SELECTION, size: MAX_MEGABYTES })}
      </p>
      <input
        key={inputKey}
        id={inputId}
        type="file"
        accept="image/*"
        multiple
        aria-describedby={hintId}
        disabled={uploading}
        className={styles.fileInput}
        onChange={(event) => choose(event.target.files)}
      />
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <SelectedImages files={files} />
      <UploadProgress progress={progress} />
      <div className={styles.dialogActions}>
        {onCancel && (
          <button type="button" className={buttons.secondary} onClick={onCancel} disabled={uploading}>
            {t('dashboardMediaUpload.cancel')}
          </button>
        )}
        <button type="button" className={buttons.primary} onClick={submit} disabled={uploading || files.length === 0} aria-busy={uploading}>
          {uploading ? t('dashboardMediaUpload.uploading') : files.length > 1 ? t('dashboardMediaUpload.uploadCount', { count: files.length }) : t('dashboardMediaUpload.upload')}
        </button>
      </div>
    </div>
  );
}

/** Previews of the chosen images, before they are sent. */
function SelectedImages({ files }: { files: File[] }) {
  const t = useT(uploadMessages);
  const previews = useMemo(() => files.map((file) => ({ file, url: URL.createObjectURL(file) })), [files]);
  useEffect(() => () => previews.forEach((p) => URL.revokeObjectURL(p.url)), [previews]);
  if (!previews.length) return null;
  return (
    <ul className={styles.previews} aria-label={t('dashboardMediaUpload.selectedImages')}>
      {previews.map(({ file, url }) => (
        <li key={url} className={styles.preview}>
          <img src={url} alt={file.name} />
        </li>
      ))}
    </ul>
  );
}

/** The upload's progress bar while it runs. */
function UploadProgress({ progress }: { progress: number | null }) {
  const t = useT(uploadMessages);
  if (progress === null) return null;
  return (
    <div className={styles.progress}>
      <progress max={1} value={progress} aria-label={t('dashboardMediaUpload.progress')} />
      <span aria-hidden="true">{percent(progress)}</span>
    </div>
  );
}
