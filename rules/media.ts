// Images vendors upload (docs/spec/vendor-admin.md §5 "Media upload", docs/spec/vendor-admin.md §9): what a selection may hold and
// the texts for the rest. The server checks the same limits again, and the real content.

/** docs/spec/vendor-admin.md §9: "profile image max 10MB"; the same for every image. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** docs/spec/vendor-admin.md §9: "Max 20 images per selection". */
export const MAX_IMAGES_PER_SELECTION = 20;

export const MEDIA_MESSAGES = {
  notImages: 'Please select only image files.',
  tooManySelected: `You can only select up to ${MAX_IMAGES_PER_SELECTION} images.`,
  tooManyUploaded: `You can only upload up to ${MAX_IMAGES_PER_SELECTION} images at once.`,
  imageDeleted: 'Image deleted successfully.',
} as const;

/** The text for a file above MAX_IMAGE_BYTES. */
export const imageTooLarge = (fileName: string) => `"${fileName}" is larger than 10 MB.`;
