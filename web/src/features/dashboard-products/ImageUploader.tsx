import { useEffect, useId, useMemo, useState, type ChangeEvent } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { commitMutation, ConnectionHandler, ROOT_ID } from 'relay-runtime';
import type { ImageUploaderMutation } from '../../__generated__/ImageUploaderMutation.graphql.ts';
import { MAX_PRODUCT_IMAGES } from '../../../../api/src/domain/catalogue/product-rules.ts';
import { MEDIA_CONNECTION_KEY } from './MediaChooser.tsx';
import type { PickedImage } from './ImagePicker.tsx';
import buttons from '../../components/Button.module.css';
import styles from './ImagePicker.module.css';

/**
 * Add Image: choose image files (previewed), upload them to the store's media library, and add
 * them to the product's selection. The spec's texts for wrong files and too many.
 */
export function ImageUploader({ onUploaded }: { onUploaded: (images: PickedImage[]) => void }) {
  const inputId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const previews = useMemo(() => files.map((file) => ({ name: file.name, url: URL.createObjectURL(file) })), [files]);
  useEffect(() => () => previews.forEach((p) => URL.revokeObjectURL(p.url)), [previews]);

  const environment = useRelayEnvironment();
  const [uploading, setUploading] = useState(false);
  const mutation = graphql`
    mutation ImageUploaderMutation($input: UploadMediaInput!, $connections: [ID!]!) {
      uploadMedia(input: $input) {
        __typename
        ... on UploadMediaSuccess {
          assets @prependNode(connections: $connections, edgeTypeName: "QueryMyMediaConnectionEdge") {
            id
            fileName
            originalName
            image {
              url(variant: THUMB)
            }
          }
        }
        ... on Error {
          message
        }
      }
    }
  `;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    setMessage(null);
    if (chosen.some((file) => !file.type.startsWith('image/'))) {
      setMessage({ text: 'Please select only image files.', error: true });
      event.target.value = '';
      setFiles([]);
      return;
    }
    if (chosen.length > MAX_PRODUCT_IMAGES) {
      setMessage({ text: `You can only select up to ${MAX_PRODUCT_IMAGES} images.`, error: true });
      event.target.value = '';
      setFiles([]);
      return;
    }
    setFiles(chosen);
  }

  function upload() {
    setProgress(0);
    setMessage(null);
    setUploading(true);
    // commitMutation (not useMutation) carries cacheConfig: the network layer reports progress there.
    commitMutation<ImageUploaderMutation>(environment, {
      mutation,
      variables: { input: { files }, connections: [ConnectionHandler.getConnectionID(ROOT_ID, MEDIA_CONNECTION_KEY)] },
      cacheConfig: { metadata: { onUploadProgress: (fraction: number) => setProgress(fraction) } },
      onCompleted: ({ uploadMedia }) => {
        setUploading(false);
        setProgress(null);
        if (uploadMedia.__typename === 'UploadMediaSuccess') {
          setFiles([]);
          setMessage({ text: `${(uploadMedia.assets ?? []).length} image(s) uploaded and selected.`, error: false });
          onUploaded((uploadMedia.assets ?? []).map((asset) => ({ reference: asset.fileName, url: asset.image.url })));
        } else {
          setMessage({ text: ('message' in uploadMedia && uploadMedia.message) || 'Image Upload Failed', error: true });
        }
      },
      onError: () => {
        setUploading(false);
        setProgress(null);
        setMessage({ text: 'Image Upload Failed', error: true });
      },
    });
  }

  return (
    <div className={styles.uploader}>
      <label htmlFor={inputId}>Choose images (at most {MAX_PRODUCT_IMAGES}, each at most 10 MB)</label>
      <input id={inputId} type="file" accept="image/*" multiple onChange={choose} disabled={uploading} />
      {previews.length > 0 && (
        <ul className={styles.previews} aria-label="Chosen images">
          {previews.map((preview) => (
            <li key={preview.url}>
              <img src={preview.url} alt={preview.name} width={96} height={72} />
            </li>
          ))}
        </ul>
      )}
      {progress !== null && <progress className={styles.progress} value={progress} max={1} aria-label="Upload progress" />}
      {message && (
        <p role={message.error ? 'alert' : 'status'} className={message.error ? styles.notice : undefined}>
          {message.text}
        </p>
      )}
      <div>
        <button type="button" className={buttons.primary} onClick={upload} disabled={!files.length || uploading}>
          {uploading ? 'Uploading...' : 'Upload'}
        </button>
      </div>
    </div>
  );
}
