import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { Tabs } from '../../components/ui/Tabs.tsx';
import { LoadingText } from '../../components/StatusText.tsx';
import { MAX_PRODUCT_IMAGES } from '@rules/index.ts';
import { UploadForm, type UploadedMedia } from '../../components/media/index.ts';
import { MediaChooser, mediaChooserConnectionId } from './MediaChooser.tsx';
import type { PickedImage } from './pickedImage.ts';
import { useT } from '../../components/context/locale.tsx';
import { messages as formMessages } from '../../lib/i18n/compiled/en/dashboardProductForm.ts';
import buttons from '../../components/Button.module.css';
import styles from './ImagePicker.module.css';

export interface ImagePickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  selected: PickedImage[];
  onChange: (images: PickedImage[]) => void;
}

/** The picker dialog of docs/spec/vendor-admin.md §2: upload new images (Add Image) or choose from the library (All Images). */
export function ImagePicker({ open, onOpenChange, selected, onChange }: ImagePickerProps) {
  const t = useT(formMessages);
  const tooMany = t('dashboardProductForm.tooManyImages', { max: MAX_PRODUCT_IMAGES });
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const [uploading, setUploading] = useState(false);
  // The All Images list shows fresh uploads first without a refetch.
  const connections = useMemo(() => [mediaChooserConnectionId()], []);

  function toggle(image: PickedImage) {
    setNotice(null);
    if (selected.some((s) => s.reference === image.reference)) {
      onChange(selected.filter((s) => s.reference !== image.reference));
    } else if (selected.length >= MAX_PRODUCT_IMAGES) {
      setNotice({ text: tooMany, error: true });
    } else {
      onChange([...selected, image]);
    }
  }

  // An upload may finish after the user picked more under All Images: add to the latest selection.
  const latest = useRef(selected);
  useEffect(() => {
    latest.current = selected;
  }, [selected]);

  /** Fresh uploads join the selection, as far as there is room. */
  function selectUploaded(assets: UploadedMedia[]) {
    const current = latest.current;
    const fresh = assets.filter((asset) => !current.some((s) => s.reference === asset.fileName)).map((asset) => ({ reference: asset.fileName, url: asset.image.thumb }));
    const room = Math.max(MAX_PRODUCT_IMAGES - current.length, 0);
    onChange([...current, ...fresh.slice(0, room)]);
    setNotice(fresh.length > room ? { text: tooMany, error: true } : { text: t('dashboardProductForm.uploadedSelected', { count: assets.length }), error: false });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !uploading && onOpenChange(next)}
      title={t('dashboardProductForm.pickerTitle')}
      full
      description={t('dashboardProductForm.pickerDescription', { selected: selected.length, max: MAX_PRODUCT_IMAGES })}
    >
      <div className={styles.body}>
        <Tabs
          label={t('dashboardProductForm.imageSource')}
          defaultValue="all"
          items={[
            { value: 'add', label: t('dashboardProductForm.addImage'), content: <UploadForm connections={connections} onUploadingChange={setUploading} onUploaded={selectUploaded} /> },
            {
              value: 'all',
              label: t('dashboardProductForm.allImages'),
              content: (
                <Suspense fallback={<LoadingText>{t('dashboardProductForm.loadingImages')}</LoadingText>}>
                  <MediaChooser selected={selected} onToggle={toggle} />
                </Suspense>
              ),
            },
          ]}
        />
        {notice && (
          <p role={notice.error ? 'alert' : 'status'} className={notice.error ? styles.notice : undefined}>
            {notice.text}
          </p>
        )}
        <div className={styles.footer}>
          <button type="button" className={buttons.primary} onClick={() => onOpenChange(false)} disabled={uploading}>
            {t('dashboardProductForm.done')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
