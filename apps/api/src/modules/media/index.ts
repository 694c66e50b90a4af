/**
 * Media files: originals and resized variants under /media.
 * This file is the module's surface: other modules use nothing else of it (docs/modules.md).
 */
export { mediaModule } from './routes';
