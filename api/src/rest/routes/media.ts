import type { Route } from '../router.ts';
import { ValidationError } from '../../domain/errors.ts';
import { deleteMedia, listMedia, ownerImageQuery, uploadMedia } from '../../domain/media/media.ts';
import { imageUrl } from '../../domain/media/image-url.ts';
import { MEDIA_UPLOAD } from '../../domain/media/limits.ts';
import type { UploadedFile } from '../../domain/media/process-image.ts';
import { MEDIA_MESSAGES } from '@rules/media.ts';

/** An image as an upload answers it; the library list adds a link that opens it now. */
const uploadedImage = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    image: { type: 'string', description: 'Stored file name, served at /uploads/<image> once something public shows it.' },
  },
};
const listedImage = {
  type: 'object',
  properties: {
    ...uploadedImage.properties,
    url: { type: 'string', description: 'A link that opens the image for you now (signed, valid for at least a day), public or not.' },
  },
};

/** A form value that is a file (Node's File or the HTTP server's @whatwg-node File). */
export function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && typeof (value as File).arrayBuffer === 'function' && typeof (value as File).name === 'string';
}

/** The files of a multipart field; text in a file field is a 400, not silently dropped. */
export async function formFiles(read: () => Promise<unknown>, field: string, { required = true } = {}): Promise<{ form: FormData; files: UploadedFile[] }> {
  const form = await read();
  if (!(form instanceof FormData)) throw new ValidationError(`Send the request as multipart/form-data${required ? ` with the images in the field "${field}"` : ''}.`, field);
  const values = form.getAll(field);
  // A form submitted without choosing a file sends one empty, nameless part.
  const files = values.filter((value) => !(isUploadedFile(value) && value.size === 0 && value.name === ''));
  if (files.some((value) => !isUploadedFile(value))) throw new ValidationError(`The field "${field}" must contain files.`, field);
  return { form, files: files as UploadedFile[] };
}

export const mediaRoutes: Route[] = [
  {
    method: 'POST',
    path: '/uploadImages',
    auth: 'vendor',
    upload: MEDIA_UPLOAD,
    doc: {
      operationId: 'uploadImages',
      tag: 'Media',
      summary:
        'Uploads images to your media library (multipart, repeated field `images`; at most 20, each at most 10 MB; JPEG, PNG, WebP, GIF or AVIF). The content is decoded and re-encoded to WebP without metadata; one refused file refuses the request (400, its name in the message). 413 above 20 x 10 MB. The admin does not upload (403).',
      requestBody: { type: 'object', required: ['images'], properties: { images: { type: 'array', items: { type: 'string', format: 'binary' }, maxItems: MEDIA_UPLOAD.maxFiles } } },
      response: { type: 'object', properties: { status: { type: 'string', enum: ['Success'] }, images: { type: 'array', items: uploadedImage } } },
    },
    async handle({ ctx, body }) {
      const { files } = await formFiles(body, 'images');
      const assets = await uploadMedia(ctx, files);
      return { status: 'Success', images: assets.map((a) => ({ id: a.id, image: a.fileName })) };
    },
  },
  {
    method: 'GET',
    path: '/images',
    auth: 'vendor',
    doc: {
      operationId: 'listImages',
      tag: 'Media',
      summary: "The media library, newest first: your own images; for the admin every vendor's. `isAdmin` is accepted and ignored: the role comes from the token.",
      query: { isAdmin: { description: 'Ignored (the role comes from the token).' } },
      response: { type: 'array', items: listedImage },
    },
    async handle({ ctx }) {
      const assets = await listMedia(ctx, { take: 500 });
      return Promise.all(assets.map(async (a) => ({ id: a.id, image: a.fileName, url: `${imageUrl(a.fileName)}?${await ownerImageQuery(ctx, a.fileName)}` })));
    },
  },
  {
    method: 'DELETE',
    path: '/images/{imageName}',
    auth: 'vendor',
    doc: {
      operationId: 'deleteImage', errors: [404, 409], params: { imageName: { description: 'The file name, URL-encoded.' } },
      tag: 'Media',
      summary: 'Deletes one of your images (the admin: anyone\'s) by its URL-encoded file name, with its resized variants. 404 if unknown, 403 if not yours, 409 while a product, profile or post still uses it.',
      response: { type: 'object', properties: { status: { type: 'string', enum: ['Success'] }, message: { type: 'string' } } },
    },
    async handle({ ctx, params }) {
      await deleteMedia(ctx, { fileName: params.imageName.replace(/^\/?uploads\//, '') });
      return { status: 'Success', message: MEDIA_MESSAGES.imageDeleted };
    },
  },
];
