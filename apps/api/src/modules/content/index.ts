/**
 * The CMS: blocks, media, FAQs, sections and pages (BitBag's endpoints), and their back office.
 * This file is the module's surface: other modules use nothing else of it (docs/modules.md).
 */
export { contentAdminModule } from './admin/routes';
export { contentModule } from './routes';
