/** Limits of the media pipeline (docs/spec/vendor-admin.md §5, §9: 20 images per selection, 10 MB per image: rules/media.ts). */
import { imageTooLarge, MAX_IMAGE_BYTES, MAX_IMAGES_PER_SELECTION, MEDIA_MESSAGES } from '@rules/media.ts';

export { imageTooLarge, MAX_IMAGE_BYTES };
export const MAX_IMAGES_PER_UPLOAD = MAX_IMAGES_PER_SELECTION;
/**
 * Decompression bombs: a small file can declare a huge canvas. Anything above 50 megapixels
 * (more than a 50 MP phone camera's 8160x6144) is refused from its header, before decoding.
 */
export const MAX_INPUT_PIXELS = 52_000_000;
export const TOO_MANY_IMAGES = MEDIA_MESSAGES.tooManyUploaded;

/** A media upload: 20 images of 10 MB (docs/spec/vendor-admin.md §5, §9). */
export const MEDIA_UPLOAD = { maxFiles: MAX_IMAGES_PER_UPLOAD, maxFileBytes: MAX_IMAGE_BYTES, tooMany: TOO_MANY_IMAGES, tooLarge: imageTooLarge };
/** A profile form: one image of 10 MB (docs/spec/vendor-admin.md §7). */
export const PROFILE_UPLOAD = { maxFiles: 1, maxFileBytes: MAX_IMAGE_BYTES, tooMany: 'Choose one profile image.', tooLarge: imageTooLarge };

/** One multipart request: 20 full-size files plus room for the other fields and part headers. */
export const MAX_MULTIPART_BYTES = MAX_IMAGES_PER_UPLOAD * MAX_IMAGE_BYTES + 1024 * 1024;
/** The longest side of each stored variant (px). */
export const VARIANT_SIZES = { full: 1600, card: 600, thumb: 200 } as const;
