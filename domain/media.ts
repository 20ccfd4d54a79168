import { basePrefix } from './bases';
import { canDo, type AccessSubject } from './permissions';
import { getResource, type ResourceName } from './resources';

/** What the media base accepts for images (profile photos and others). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** Path of the uploaded files on the media base; each file is at `${MEDIA_PATH}/<32 hex id>`. */
export const MEDIA_PATH = '/api/v1/media';
export const mediaUrl = (id: string) => `${basePrefix('media')}${MEDIA_PATH}/${id}`;
export const MEDIA_URL_PATTERN = new RegExp(`^${mediaUrl('[a-f0-9]{32}').replace(/\//g, '\\/')}$`);
/** The id at the end of a media URL. */
export const mediaIdOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/** Resources whose records carry images (a profile photo, product and variant images, a logo…). */
export const IMAGE_RESOURCES = ['employees', 'products', 'variants', 'collections', 'brands', 'contents'] as const satisfies readonly ResourceName[];

/** Uploading an image needs the right to create or edit a record that can show it. */
export const canUploadMedia = (subject: AccessSubject) =>
  IMAGE_RESOURCES.some((name) => {
    const { module } = getResource(name);
    return canDo(subject, module, 'create') || canDo(subject, module, 'edit');
  });
