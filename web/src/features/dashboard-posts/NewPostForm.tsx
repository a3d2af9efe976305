import { useId, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { NewPostForm_viewer$key } from '../../__generated__/NewPostForm_viewer.graphql.ts';
import type { MediaGrid_query$key } from '../../__generated__/MediaGrid_query.graphql.ts';
import { MediaGrid, UploadDialog } from '../../components/media/index.ts';
import { useCreatePostMutation } from './useCreatePostMutation.ts';
import buttons from '../../components/Button.module.css';
import mediaStyles from '../../components/media/media.module.css';
import styles from './DashboardPosts.module.css';
import { CAPTION_MAX_LENGTH, FEED_MESSAGES } from '@rules/index.ts';


/** New post: a caption, an image from the media library (or a new upload) and an optional listing. */
export function NewPostForm({ media, viewer, onResult }: { media: MediaGrid_query$key; viewer: NewPostForm_viewer$key; onResult: (text: string, ok: boolean) => void }) {
  const data = useFragment(
    graphql`
      fragment NewPostForm_viewer on Vendor {
        id
        products(first: 100) {
          edges {
            node {
              id
              name
            }
          }
        }
      }
    `,
    viewer,
  );
  const [caption, setCaption] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const [productId, setProductId] = useState('');
  const [uploading, setUploading] = useState(false);
  const [reloadToken, setReloadToken] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const ids = { caption: useId(), product: useId(), image: useId() };
  const [create, posting] = useCreatePostMutation(data.id);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!caption.trim()) return setError('Caption is required.');
    if (!image) return setError(FEED_MESSAGES.imageRequired);
    setError(null);
    create(
      { caption, image, productId: productId || null },
      {
        onCreated: () => {
          setCaption('');
          setImage(null);
          setProductId('');
          onResult('Your post is on the feed.', true);
        },
        onFailure: setError,
      },
    );
  }

  return (
    <form method="post" className={styles.form} onSubmit={submit} aria-labelledby={`${ids.caption}-heading`}>
      <h2 id={`${ids.caption}-heading`} className={styles.subheading}>
        New post
      </h2>
      <label htmlFor={ids.caption} className={styles.label}>
        Caption
      </label>
      <textarea id={ids.caption} className={styles.textarea} rows={4} maxLength={CAPTION_MAX_LENGTH} value={caption} onChange={(e) => setCaption(e.target.value)} />
      <label htmlFor={ids.product} className={styles.label}>
        Linked product (optional)
      </label>
      <select id={ids.product} className={styles.select} value={productId} onChange={(e) => setProductId(e.target.value)}>
        <option value="">None</option>
        {data.products.edges.map(({ node }) => (
          <option key={node.id} value={node.id}>
            {node.name}
          </option>
        ))}
      </select>
      <p id={ids.image} className={styles.label}>
        Image: {image ? <strong>{image}</strong> : 'choose one from your media library or upload a new one'}
      </p>
      <div role="group" aria-labelledby={ids.image}>
        <MediaGrid
          query={media}
          reloadToken={reloadToken}
          onOpen={(asset) => setImage(asset.fileName)}
          isSelected={(asset) => asset.fileName === image}
          emptyText="No images yet: upload one."
          leading={
            <button type="button" className={mediaStyles.addTile} onClick={() => setUploading(true)}>
              <span aria-hidden="true">+</span>
              Add Media
            </button>
          }
        />
      </div>
      <UploadDialog
        open={uploading}
        onOpenChange={setUploading}
        onUploaded={(assets) => {
          if (assets[0]) setImage(assets[0].fileName);
          setReloadToken((n) => n + 1);
        }}
      />
      {error && (
        <p className={styles.failure} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className={buttons.primary} disabled={posting}>
        {posting ? 'Posting…' : 'Publish post'}
      </button>
    </form>
  );
}
