// The upload dialog's selection rules (docs/spec/vendor-admin.md §5 "Media upload", docs/spec/vendor-admin.md §9): images only, at most 20,
// each at most 10 MB (the server checks the same, and the real content): rules/media.ts.
import { imageTooLarge, MAX_IMAGE_BYTES, MAX_IMAGES_PER_SELECTION, MEDIA_MESSAGES } from '@rules/index.ts';

export { MAX_IMAGE_BYTES, MAX_IMAGES_PER_SELECTION };

export const NOT_IMAGES_MESSAGE = MEDIA_MESSAGES.notImages;
export const TOO_MANY_MESSAGE = MEDIA_MESSAGES.tooManySelected;

export type Selection = { files: File[]; error: null } | { files: []; error: string };

/** Checks a new selection; a refused selection is cleared (the spec's behaviour). */
export function checkImageSelection(chosen: ArrayLike<File>): Selection {
  const files = Array.from(chosen);
  if (files.some((file) => !file.type.startsWith('image/'))) return { files: [], error: NOT_IMAGES_MESSAGE };
  if (files.length > MAX_IMAGES_PER_SELECTION) return { files: [], error: TOO_MANY_MESSAGE };
  const tooBig = files.find((file) => file.size > MAX_IMAGE_BYTES);
  if (tooBig) return { files: [], error: imageTooLarge(tooBig.name) };
  return { files, error: null };
}

/** A whole-percent label for the progress bar. */
export const percent = (fraction: number) => `${Math.round(Math.min(1, Math.max(0, fraction)) * 100)}%`;
