/**
 * The CMS: blocks, media, FAQs and sections (BitBag's endpoints).
 * This file is the module's surface: other modules use nothing else of it (docs/modules.md).
 */
export { contentModule } from './routes';
