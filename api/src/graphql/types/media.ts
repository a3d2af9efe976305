import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { Image } from './image.ts';
import { imageUrl } from '../../domain/media/image-url.ts';
import { countMedia, deleteMedia, listMedia, uploadMedia, type MediaAssetRow } from '../../domain/media/media.ts';
import { ValidationError } from '../../domain/errors.ts';
import { ownerImageQuery } from '../../domain/media/media.ts';

export const MediaAsset = builder.prismaNode('MediaAsset', {
  id: { field: 'id' },
  description: "An image of a vendor's media library, stored as resized WebP variants.",
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id.' }),
    fileName: t.exposeString('fileName', { description: 'The stored name (`<base>.webp`), as REST `GET /images` returns it.' }),
    originalName: t.exposeString('originalName', { description: 'The name of the file the vendor uploaded.' }),
    url: t.string({
      description: 'Path of the full-size variant (up to 1600 px), signed for the owner: a library image is public only once something public shows it.',
      resolve: async (m, _args, ctx) => `${imageUrl(m.fileName)}?${await ownerImageQuery(ctx, m.fileName)}`,
    }),
    image: t.field({
      type: Image,
      description: 'The image with its THUMB, CARD and FULL variants (links signed for the owner).',
      resolve: async (m, _args, ctx) => ({ reference: m.fileName, signedQuery: await ownerImageQuery(ctx, m.fileName) }),
    }),
    width: t.exposeInt('width', { description: 'Width of the full-size variant in pixels.' }),
    height: t.exposeInt('height', { description: 'Height of the original image, in pixels.' }),
    bytes: t.exposeInt('bytes', { description: 'Size of the full-size variant in bytes.' }),
    createdAt: t.expose('createdAt', { description: 'When the image was uploaded.', type: 'DateTime' }),
    vendor: t.relation('vendor', { description: 'The owner (the admin sees every vendor\'s images).' }),
  }),
});

builder.queryFields((t) => ({
  myMedia: t.prismaConnection({
    type: 'MediaAsset',
    cursor: 'id',
    description: "The media library, newest first: a vendor's own images; for the admin, every vendor's.",
    totalCount: (_root, _args, ctx) => countMedia(ctx),
    resolve: (query, _root, _args, ctx) => listMedia(ctx, query),
  }),
}));

const UploadMediaInput = builder.inputType('UploadMediaInput', {
  fields: (t) => ({
    files: t.field({ type: ['File'], required: true, description: 'At most 20 images (JPEG, PNG, WebP, GIF or AVIF), each at most 10 MB.' }),
  }),
});

const UploadMediaSuccess = builder.objectRef<{ assets: MediaAssetRow[] }>('UploadMediaSuccess').implement({
  fields: (t) => ({
    assets: t.field({ type: [MediaAsset], description: 'The stored images, in the order they were sent.', resolve: (r) => r.assets }),
  }),
});

const DeleteMediaInput = builder.inputType('DeleteMediaInput', {
  fields: (t) => ({ id: t.globalID({ description: "The media asset's global id.", required: true, for: MediaAsset }) }),
});

const DeleteMediaSuccess = builder.objectRef<{ deletedId: string }>('DeleteMediaSuccess').implement({
  fields: (t) => ({ deletedId: t.exposeID('deletedId', { description: 'The global id of the deleted image (for @deleteRecord).' }) }),
});

builder.mutationFields((t) => ({
  uploadMedia: t.field({
    type: UploadMediaSuccess,
    description:
      'Uploads images to the signed-in vendor\'s library (GraphQL multipart request). Every file is decoded and re-encoded; one refused file refuses the request. The admin does not upload (403).',
    errors: { directResult: true },
    args: { input: t.arg({ type: UploadMediaInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ assets: await uploadMedia(ctx, input.files) }),
  }),
  deleteMedia: t.field({
    type: DeleteMediaSuccess,
    description: 'Deletes an image of your library (the admin: any). An image still used by a product, a profile or a post is refused (ConflictError).',
    errors: { directResult: true },
    args: { input: t.arg({ type: DeleteMediaInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.id.id);
      if (!Number.isSafeInteger(id)) throw new ValidationError('The id is not valid.', 'id');
      const asset = await deleteMedia(ctx, { id });
      return { deletedId: encodeGlobalID('MediaAsset', asset.id) };
    },
  }),
}));
