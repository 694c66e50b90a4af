import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  cmsBlockProducts,
  cmsBlocks,
  cmsBlockSections,
  cmsBlockTranslations,
  cmsFaqs,
  cmsFaqTranslations,
  cmsMedia,
  cmsMediaProducts,
  cmsMediaSections,
  cmsMediaTranslations,
  cmsSections,
  products,
} from '../../db/schema';
import type { DemoExtras } from '../demo/generate';
import { insertMissingRows } from '../import/bulk';
import { type MediaStorage, originalKey } from '../../modules/media';
import { hashedName, writeOnce } from '../media-file';
import { Random } from '../prng';
import { demoBlocks, type BlockDefinition } from './blocks';
import { FAQ } from './faq';
import { demoMedia, MEDIA_SECTIONS, renderMediaPicture, type MediaDefinition } from './media';

export interface PreparedContent {
  blocks: BlockDefinition[];
  media: (MediaDefinition & { path: string; mimeType: string })[];
}

const MIME_TYPES = { png: 'image/png', webp: 'image/webp' } as const;

/**
 * Chooses carousel products and draws the CMS pictures into the media storage's image folder
 * (outside any transaction). Drawings are kept in `cacheDir`, keyed by their SVG, since WebP encoding of
 * full-width sliders is the slowest part of a seed.
 */
export async function prepareContent(
  storage: MediaStorage,
  extras: DemoExtras,
  seed: number,
  cacheDir: string,
): Promise<PreparedContent> {
  const blocks = demoBlocks(extras, new Random(seed + 101));
  const carousels = new Map(blocks.map((block) => [block.code, block.products]));
  const definitions = demoMedia(extras, carousels);
  const media: PreparedContent['media'] = [];
  for (let start = 0; start < definitions.length; start += 4) {
    const rendered = await Promise.all(
      definitions.slice(start, start + 4).map(async (definition) => {
        const content = await cachedRender(definition, cacheDir);
        const path = hashedName(content, definition.code, definition.picture.format);
        const key = originalKey(path);
        if (!(await storage.info(key)))
          await storage.write(key, content, MIME_TYPES[definition.picture.format]);
        return { ...definition, path: `/image/${path}`, mimeType: MIME_TYPES[definition.picture.format] };
      }),
    );
    media.push(...rendered);
  }
  return { blocks, media };
}

/** Sections, blocks, media and FAQ; rows that already exist (by code) are kept as they are. */
export async function writeContent(db: Queryable, content: PreparedContent): Promise<void> {
  const sectionCodes = [
    ...new Set([...content.blocks.flatMap((block) => block.sections), ...MEDIA_SECTIONS]),
  ];
  await insertMissingRows(
    db,
    cmsSections,
    sectionCodes.map((code) => ({ code })),
  );
  const sectionIds = await codeMap(db, cmsSections, sectionCodes);
  const productIds = await productMap(db, [
    ...content.blocks.flatMap((block) => block.products),
    ...content.media.flatMap((media) => media.products),
  ]);

  await insertMissingRows(
    db,
    cmsBlocks,
    content.blocks.map((block) => ({ code: block.code })),
  );
  const blockIds = await codeMap(
    db,
    cmsBlocks,
    content.blocks.map((block) => block.code),
  );
  await insertMissingRows(
    db,
    cmsBlockTranslations,
    content.blocks.flatMap((block) =>
      (['ka', 'en'] as const).map((language) => ({
        blockId: blockIds.get(block.code) as number,
        locale: language === 'ka' ? 'ka_GE' : 'en_US',
        name: block.name[language],
        content: block.content[language],
        link: block.link,
      })),
    ),
  );
  await insertMissingRows(
    db,
    cmsBlockSections,
    content.blocks.flatMap((block) =>
      block.sections.map((section) => ({
        blockId: blockIds.get(block.code) as number,
        sectionId: sectionIds.get(section) as number,
      })),
    ),
  );
  await insertMissingRows(
    db,
    cmsBlockProducts,
    content.blocks.flatMap((block) =>
      block.products.map((code, position) => ({
        blockId: blockIds.get(block.code) as number,
        productId: productIds.get(code) as number,
        position,
      })),
    ),
  );

  const positions = new Map<string, number>();
  await insertMissingRows(
    db,
    cmsMedia,
    content.media.map((media) => {
      const position = positions.get(media.section) ?? 0;
      positions.set(media.section, position + 1);
      return {
        code: media.code,
        type: 'image',
        path: media.path,
        mimeType: media.mimeType,
        width: media.picture.width,
        height: media.picture.height,
        position,
      };
    }),
  );
  const mediaIds = await codeMap(
    db,
    cmsMedia,
    content.media.map((media) => media.code),
  );
  await insertMissingRows(
    db,
    cmsMediaTranslations,
    content.media.flatMap((media) =>
      (['ka', 'en'] as const).map((language) => ({
        mediaId: mediaIds.get(media.code) as number,
        locale: language === 'ka' ? 'ka_GE' : 'en_US',
        name: media.name[language],
        content: media.content?.[language] ?? null,
        alt: media.alt[language],
        link: media.link,
      })),
    ),
  );
  await insertMissingRows(
    db,
    cmsMediaSections,
    content.media.map((media) => ({
      mediaId: mediaIds.get(media.code) as number,
      sectionId: sectionIds.get(media.section) as number,
    })),
  );
  await insertMissingRows(
    db,
    cmsMediaProducts,
    content.media.flatMap((media) =>
      media.products.map((code) => ({
        mediaId: mediaIds.get(media.code) as number,
        productId: productIds.get(code) as number,
      })),
    ),
  );

  await insertMissingRows(
    db,
    cmsFaqs,
    FAQ.map((entry, position) => ({ code: entry.code, position })),
  );
  const faqIds = await codeMap(
    db,
    cmsFaqs,
    FAQ.map((entry) => entry.code),
  );
  await insertMissingRows(
    db,
    cmsFaqTranslations,
    FAQ.flatMap((entry) =>
      (['ka', 'en'] as const).map((language) => ({
        faqId: faqIds.get(entry.code) as number,
        locale: language === 'ka' ? 'ka_GE' : 'en_US',
        question: entry.question[language],
        answer: entry.answer[language],
      })),
    ),
  );
}

async function cachedRender(definition: MediaDefinition, cacheDir: string): Promise<Buffer> {
  const name = `${createHash('sha256').update(definition.picture.svg).digest('hex').slice(0, 24)}.${definition.picture.format}`;
  const cached = await readFile(join(cacheDir, 'media', name)).catch(() => null);
  if (cached) return cached;
  const content = await renderMediaPicture(definition);
  await writeOnce(join(cacheDir, 'media'), name, content);
  return content;
}

async function codeMap(
  db: Queryable,
  table: typeof cmsSections | typeof cmsBlocks | typeof cmsMedia | typeof cmsFaqs,
  codes: string[],
): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: table.id, code: table.code })
    .from(table)
    .where(inArray(table.code, codes));
  return new Map(rows.map((row) => [row.code, row.id]));
}

async function productMap(db: Queryable, codes: string[]): Promise<Map<string, number>> {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, code: products.code })
    .from(products)
    .where(inArray(products.code, unique));
  const map = new Map(rows.map((row) => [row.code, row.id]));
  for (const code of unique) if (!map.has(code)) throw new Error(`Content refers to unknown product ${code}`);
  return map;
}
