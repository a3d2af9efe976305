import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { NewPostForm_viewer$key } from '../../__generated__/NewPostForm_viewer.graphql.ts';
import type { MediaGrid_query$key } from '../../__generated__/MediaGrid_query.graphql.ts';
import { FormShell, SubmitButton } from '../../components/form/FormShell.tsx';
import { useForm } from '../../components/form/useForm.ts';
import { MediaGrid, UploadDialog } from '../../components/media/index.ts';
import { useCreatePostMutation } from './useCreatePostMutation.ts';
import buttons from '../../components/Button.module.css';
import mediaStyles from '../../components/media/media.module.css';
import styles from './DashboardPosts.module.css';
import { CAPTION_MAX_LENGTH } from '@rules/index.ts';
import { useServerText, useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardPosts.ts';
import { textAround } from '../../lib/i18n/around.ts';

interface PostValues {
  caption: string;
  /** The chosen image's file name in the media library. */
  image: string | null;
  productId: string;
}

const EMPTY_POST: PostValues = { caption: '', image: null, productId: '' };

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
  const t = useT(messages);
  const serverText = useServerText();
  const form = useForm<PostValues>({ initial: EMPTY_POST });
  const { caption, image, productId } = form.values;
  const [error, setError] = useState<string | null>(null);
  const ids = { caption: useId(), product: useId() };
  const [create, posting] = useCreatePostMutation(data.id);

  function submit() {
    if (!caption.trim()) return setError(t('dashboardPosts.captionRequired'));
    if (!image) return setError(t('dashboardPosts.imageRequired'));
    setError(null);
    create(
      { caption, image, productId: productId || null },
      {
        onCreated: () => {
          form.reset(EMPTY_POST);
          onResult(t('dashboardPosts.published'), true);
        },
        onFailure: (message) => setError(serverText(message)),
      },
    );
  }

  return (
    <FormShell
      className={styles.form}
      onSubmit={submit}
      noValidate={false}
      aria-labelledby={`${ids.caption}-heading`}
      busy={posting}
      note={error ? { text: error, ok: false } : null}
      noteAt="end"
      noteClass={{ error: styles.failure }}
      submit={<SubmitButton className={buttons.primary} busy={posting} label={t('dashboardPosts.publish')} busyLabel={t('dashboardPosts.posting')} />}
    >
      <h2 id={`${ids.caption}-heading`} className={styles.subheading}>
        {t('dashboardPosts.newPost')}
      </h2>
      <label htmlFor={ids.caption} className={styles.label}>
        {t('dashboardPosts.caption')}
      </label>
      <textarea id={ids.caption} name="caption" className={styles.textarea} rows={4} maxLength={CAPTION_MAX_LENGTH} value={caption} onChange={form.change} />
      <label htmlFor={ids.product} className={styles.label}>
        {t('dashboardPosts.linkedProduct')}
      </label>
      <select id={ids.product} name="productId" className={styles.select} value={productId} onChange={form.change}>
        <option value="">{t('dashboardPosts.none')}</option>
        {data.products.edges.map(({ node }) => (
          <option key={node.id} value={node.id}>
            {node.name}
          </option>
        ))}
      </select>
      <PostImageChooser media={media} image={image} onChoose={(fileName) => form.set('image', fileName)} />
    </FormShell>
  );
}

/** The post's image: one of the media library's, or a new upload (chosen at once). */
function PostImageChooser({ media, image, onChoose }: { media: MediaGrid_query$key; image: string | null; onChoose: (fileName: string) => void }) {
  const t = useT(messages);
  const [uploading, setUploading] = useState(false);
  const [reloadToken, setReloadToken] = useState(0);
  const labelId = useId();
  return (
    <>
      <p id={labelId} className={styles.label}>
        {image ? <ChosenImage image={image} /> : t('dashboardPosts.imageToChoose')}
      </p>
      <div role="group" aria-labelledby={labelId}>
        <MediaGrid
          query={media}
          reloadToken={reloadToken}
          onOpen={(asset) => onChoose(asset.fileName)}
          isSelected={(asset) => asset.fileName === image}
          emptyText={t('dashboardPosts.noImages')}
          leading={
            <button type="button" className={mediaStyles.addTile} onClick={() => setUploading(true)}>
              <span aria-hidden="true">+</span>
              {t('dashboardPosts.addMedia')}
            </button>
          }
        />
      </div>
      <UploadDialog
        open={uploading}
        onOpenChange={setUploading}
        onUploaded={(assets) => {
          if (assets[0]) onChoose(assets[0].fileName);
          setReloadToken((n) => n + 1);
        }}
      />
    </>
  );
}

/** "Image: <strong>the file's name</strong>", the name where each language puts it. */
function ChosenImage({ image }: { image: string }) {
  const t = useT(messages);
  const [before, after] = textAround((mark) => t('dashboardPosts.imageChosen', { file: mark }));
  return (
    <>
      {before}
      <strong>{image}</strong>
      {after}
    </>
  );
}
