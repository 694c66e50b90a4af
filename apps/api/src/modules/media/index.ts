/**
 * Media files: originals and resized variants under /media, kept on this node's disk or in an
 * S3-compatible bucket every node shares (MEDIA_BUCKET); image uploads of the back office.
 * This file is the module's surface: other modules use nothing else of it (docs/modules.md).
 */
export { mediaModule } from './routes';
export { acceptImageUploads, mediaAdminModule, uploadedImage } from './upload-routes';
export { deleteStoredImage, storeImage } from './uploads';
export { diskStorage } from './disk-storage';
export { mediaStorage } from './open-storage';
export type { MediaStorage } from './storage';
export { originalKey } from './service';
export { contentTypeOf as imageContentType } from './paths';
