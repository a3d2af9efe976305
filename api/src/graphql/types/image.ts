import { builder } from '../builder.ts';
import { imageUrl, type ImageVariant } from '../../domain/media/image-url.ts';

export const ImageVariantEnum = builder.enumType('ImageVariant', {
  description: 'Resized copies of uploaded images: THUMB (200 px), CARD (600 px), FULL (1200 px).',
  values: ['THUMB', 'CARD', 'FULL'] as const,
});

/** A stored image reference: a file name under /uploads, or an absolute http(s) URL. */
export const Image = builder.objectRef<string>('Image').implement({
  fields: (t) => ({
    url: t.string({
      args: { variant: t.arg({ type: ImageVariantEnum, defaultValue: 'FULL' }) },
      resolve: (ref, { variant }) => imageUrl(ref, variant as ImageVariant) ?? '',
    }),
    reference: t.string({ description: 'The stored value (file name or URL), as the REST API returns it.', resolve: (ref) => ref }),
  }),
});
