import { basePrefix } from './bases';

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
