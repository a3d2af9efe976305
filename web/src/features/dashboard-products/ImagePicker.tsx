import { Suspense, useState } from 'react';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { Tabs } from '../../components/ui/Tabs.tsx';
import { LoadingText } from '../../components/StatusText.tsx';
import { MAX_PRODUCT_IMAGES } from '../../../../api/src/domain/catalogue/product-rules.ts';
import { MediaChooser } from './MediaChooser.tsx';
import { ImageUploader } from './ImageUploader.tsx';
import buttons from '../../components/Button.module.css';
import styles from './ImagePicker.module.css';

/** An image of the product: the stored reference (media file name) and a URL to show it. */
export interface PickedImage {
  reference: string;
  url: string;
}

export const TOO_MANY_IMAGES = `You can only select up to ${MAX_PRODUCT_IMAGES} images.`;

export interface ImagePickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  selected: PickedImage[];
  onChange: (images: PickedImage[]) => void;
}

/** The picker dialog of spec §2: upload new images (Add Image) or choose from the library (All Images). */
export function ImagePicker({ open, onOpenChange, selected, onChange }: ImagePickerProps) {
  const [notice, setNotice] = useState<string | null>(null);

  function toggle(image: PickedImage) {
    setNotice(null);
    if (selected.some((s) => s.reference === image.reference)) {
      onChange(selected.filter((s) => s.reference !== image.reference));
    } else if (selected.length >= MAX_PRODUCT_IMAGES) {
      setNotice(TOO_MANY_IMAGES);
    } else {
      onChange([...selected, image]);
    }
  }

  function addUploaded(images: PickedImage[]) {
    const fresh = images.filter((image) => !selected.some((s) => s.reference === image.reference));
    const room = MAX_PRODUCT_IMAGES - selected.length;
    if (fresh.length > room) setNotice(TOO_MANY_IMAGES);
    onChange([...selected, ...fresh.slice(0, Math.max(room, 0))]);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Select Images" description={`Selected ${selected.length} of at most ${MAX_PRODUCT_IMAGES}. The first one is the feature image.`}>
      <div className={styles.body}>
        <Tabs
          label="Image source"
          defaultValue="all"
          items={[
            { value: 'add', label: 'Add Image', content: <ImageUploader onUploaded={addUploaded} /> },
            {
              value: 'all',
              label: 'All Images',
              content: (
                <Suspense fallback={<LoadingText>Loading images...</LoadingText>}>
                  <MediaChooser selected={selected} onToggle={toggle} />
                </Suspense>
              ),
            },
          ]}
        />
        {notice && (
          <p role="alert" className={styles.notice}>
            {notice}
          </p>
        )}
        <div className={styles.footer}>
          <button type="button" className={buttons.primary} onClick={() => onOpenChange(false)}>
            Done
          </button>
        </div>
      </div>
    </Dialog>
  );
}
