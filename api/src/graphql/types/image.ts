import { builder } from '../builder.ts';
import { describedValues } from '../enum-values.ts';
import { imageSrcSet, imageUrl, withSignedQuery, type ImageVariant } from '../../domain/media/image-url.ts';

export const ImageVariantEnum = builder.enumType('ImageVariant', {
  description: 'Resized WebP copies of uploaded images, by their longest side at most: THUMB 200 px, CARD 600 px, FULL 1600 px.',
  values: describedValues(['THUMB', 'CARD', 'FULL'] as const, {
    CARD: 'At most 600 px on the longest side: for cards.',
    FULL: 'At most 1600 px on the longest side: for a page or zoom.',
    THUMB: 'At most 200 px on the longest side: for thumbnails.',
  }),
});

/**
 * A stored image reference (a file name under /uploads, or an absolute http(s) URL), or a private
 * media-library file with the query string that opens it for its owner.
 */
export type ImageRef = string | { reference: string; signedQuery: string };

const referenceOf = (ref: ImageRef) => (typeof ref === 'string' ? ref : ref.reference);
const signedQueryOf = (ref: ImageRef) => (typeof ref === 'string' ? undefined : ref.signedQuery);

export const Image = builder.objectRef<ImageRef>('Image').implement({
  description: 'An image: a file under /uploads or an absolute URL.',
  fields: (t) => ({
    url: t.string({
      description: "Where to load it. A media-library image that nothing public shows yet gets a link signed for its owner, valid for at least a day.",
      args: { variant: t.arg({ description: 'A resized copy (THUMB, CARD or FULL); absent: the image as uploaded.', type: ImageVariantEnum, defaultValue: 'FULL' }) },
      resolve: (ref, { variant }) => withSignedQuery(imageUrl(referenceOf(ref), variant as ImageVariant) ?? '', signedQueryOf(ref)),
    }),
    srcSet: t.string({
      description:
        'Every resized copy as an HTML srcset with width descriptors (`<url> 200w, <url> 600w, <url> 1600w`, each copy by its longest side), for an <img srcset> beside `url` and a `sizes`. Empty when the image has no resized copies (an external link): use `url` alone.',
      resolve: (ref) => imageSrcSet(referenceOf(ref), signedQueryOf(ref)),
    }),
    reference: t.string({ description: 'The stored value (file name or URL), as the REST API returns it.', resolve: referenceOf }),
  }),
});
