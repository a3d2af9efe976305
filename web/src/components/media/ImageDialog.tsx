import { useEffect } from 'react';
import { useFlashMessage } from '../../hooks/useFlashMessage.ts';
import { Dialog } from '../../components/ui/Dialog.tsx';
import type { MediaTile } from './MediaGrid.tsx';
import buttons from '../../components/Button.module.css';
import styles from './media.module.css';
import { useT } from '../context/locale.tsx';
import { messages as uploadMessages } from '../../lib/i18n/compiled/en/dashboardMediaUpload.ts';

/** Absolute URL of an image path, as a vendor pastes it elsewhere. */
export const absoluteUrl = (url: string) => new URL(url, window.location.origin).toString();

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  // Older browsers and non-secure origins: a selected, hidden text area.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('Copy failed');
}

/** The larger image with its URL and a "Copy to Clipboard!" button (docs/spec/vendor-admin.md §2). */
export function ImageDialog({ asset, onClose }: { asset: MediaTile | null; onClose: () => void }) {
  const t = useT(uploadMessages);
  const [copied, setCopied] = useFlashMessage();
  useEffect(() => setCopied(null), [asset?.id, setCopied]);

  const url = asset ? absoluteUrl(asset.url) : '';
  return (
    <Dialog open={asset !== null} onOpenChange={(open) => !open && onClose()} title={asset?.originalName ?? t('dashboardMediaUpload.image')} wide>
      {asset && (
        <div className={styles.viewer}>
          <img src={asset.image.card} alt={asset.originalName} className={styles.large} />
          <label className={styles.urlLabel}>
            {t('dashboardMediaUpload.imageUrl')}
            <input type="text" readOnly value={url} className={styles.url} onFocus={(event) => event.target.select()} />
          </label>
          <div className={styles.dialogActions}>
            <button
              type="button"
              className={buttons.primary}
              onClick={() => copyText(url).then(() => setCopied(t('dashboardMediaUpload.copied')), () => setCopied(t('dashboardMediaUpload.copyFailed')))}
            >
              {t('dashboardMediaUpload.copy')}
            </button>
          </div>
          <p role="status" className={styles.status}>
            {copied}
          </p>
        </div>
      )}
    </Dialog>
  );
}
