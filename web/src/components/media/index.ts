// The media library's reusable parts: the products image picker and the feed reuse them.
export { MediaGrid, mediaConnectionId, MEDIA_CONNECTION_KEY, type MediaGridProps, type MediaTile } from './MediaGrid.tsx';
export { UploadDialog, type UploadDialogProps } from './UploadDialog.tsx';
export { UploadForm, type UploadFormProps } from './UploadForm.tsx';
export { useUploadMedia, UPLOAD_FAILED_MESSAGE, type UploadedMedia, type UploadMediaOptions, type UploadMediaState } from './useUploadMedia.ts';
export { ImageDialog, absoluteUrl } from './ImageDialog.tsx';
export { DeleteMediaButton } from './DeleteMediaButton.tsx';
