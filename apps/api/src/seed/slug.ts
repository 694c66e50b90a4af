// The catalog makes slugs for the back office too; the seed and the importer use the same rules.
export { latinSlug, localSlug, slugFor } from '../modules/catalog';
