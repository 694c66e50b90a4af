import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { PRODUCT_CSV_COLUMNS, productImportResultSchema } from '@sakhe/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_LIMITS } from '../auth/support';
import { createTestApp, type TestApp } from '../support/app';
import { staffSession } from '../staff/support';
import { auditCount, catalogSnapshot, productsOf, rows, variantsOf } from './support';

/** The products CSV export and the CSV/JSON import with its dry run (issue 22). */

let t: TestApp;
let manager: string;
let fulfilment: string;

const ADMIN = '/api/v2/admin';

async function exportCsv(query = '', token = manager) {
  const response = await t.app.inject({
    url: `${ADMIN}/products/export.csv${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.statusCode, text: response.body, headers: response.headers };
}

async function importFile(body: string, contentType: string, dryRun: boolean, token = manager) {
  const response = await t.app.inject({
    method: 'POST',
    url: `${ADMIN}/product-imports?dryRun=${dryRun}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload: body,
  });
  return { status: response.statusCode, body: response.json() };
}

const records = (text: string) => parse(text, { bom: true, columns: true }) as Record<string, string>[];
const csvOf = (rows: Record<string, string>[]) =>
  stringify(rows, { header: true, columns: [...PRODUCT_CSV_COLUMNS] });

beforeAll(async () => {
  t = await createTestApp(NO_LIMITS);
  manager = (await staffSession(t, 'manager')).token;
  fulfilment = (await staffSession(t, 'fulfilment')).token;
});
afterAll(() => t.close());

describe('export', () => {
  it('streams every product’s variants in the columns an import reads, prices in lari', async () => {
    const reply = await exportCsv();
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toContain('text/csv');
    expect(reply.text.startsWith('\uFEFF')).toBe(true);
    const rows = records(reply.text);
    expect(Object.keys(rows[0] ?? {})).toEqual([...PRODUCT_CSV_COLUMNS]);
    expect(rows.length).toBeGreaterThan(400);
    expect(rows[0]?.price_gel).toMatch(/^\d+\.\d{2}$/);
  });

  it('takes the list’s filters, and is refused to fulfilment', async () => {
    const first = records((await exportCsv()).text)[0]?.product_code as string;
    const rows = records((await exportCsv(`?search=${first}`)).text);
    expect(rows.every((row) => row.product_code?.includes(first))).toBe(true);
    expect((await exportCsv('', fulfilment)).status).toBe(403);
  });
});

describe('import', () => {
  it('re-importing the export changes nothing', async () => {
    const exported = (await exportCsv()).text;
    const before = await catalogSnapshot(t);
    const reply = await importFile(exported, 'text/csv', false);
    expect(reply.status, JSON.stringify(reply.body).slice(0, 2000)).toBe(200);
    expect(productImportResultSchema.parse(reply.body)).toMatchObject({
      dryRun: false,
      format: 'csv',
      products: { created: 0, updated: 0 },
      variants: { created: 0, updated: 0, disabled: 0 },
    });
    expect(await catalogSnapshot(t)).toEqual(before);
  });

  it('a dry run says what would change and changes nothing; the import then writes it, audited', async () => {
    const all = records((await exportCsv()).text);
    const code = all[0]?.product_code as string;
    const edited = all
      .filter((row) => row.product_code === code)
      .map((row): Record<string, string> => ({ ...row, price_gel: '12.34', original_price_gel: '12.34' }));
    edited.push({ ...(edited[0] as Record<string, string>), variant_code: `${code}-BULK-NEW`, on_hand: '3' });
    const before = await catalogSnapshot(t);

    const dry = await importFile(csvOf(edited), 'text/csv', true);
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    expect(dry.body).toMatchObject({ dryRun: true, variants: { created: 1 } });
    expect(await catalogSnapshot(t)).toEqual(before);

    const audits = await auditCount(t, 'product.import');
    const real = await importFile(csvOf(edited), 'application/vnd.ms-excel', false);
    expect(real.status).toBe(200);
    expect(real.body).toMatchObject({ dryRun: false, variants: { created: 1 } });
    const variants = await variantsOf(t, [code]);
    expect(variants.find((variant) => variant.code === `${code}-BULK-NEW`)).toMatchObject({ onHand: 3 });
    expect(variants.every((variant) => variant.price === 1234)).toBe(true);
    expect(await auditCount(t, 'product.import')).toBe(audits + 1);
  });

  it('lists every problem by row and column and writes none of the file', async () => {
    const rows = records((await exportCsv()).text).slice(0, 4);
    rows[0] = { ...(rows[0] as Record<string, string>), price_gel: 'cheap' };
    rows[1] = { ...(rows[1] as Record<string, string>), taxons: 'no-such-category', main_taxon: '' };
    rows[2] = { ...(rows[2] as Record<string, string>), on_hand: '-4', name_en: '' };
    rows[3] = { ...(rows[3] as Record<string, string>), product_enabled: 'maybe' };
    const before = await catalogSnapshot(t);
    const reply = await importFile(csvOf(rows), 'text/csv', false);
    expect(reply.status).toBe(422);
    const paths = reply.body.violations.map((violation: { propertyPath: string }) => violation.propertyPath);
    expect(paths).toContain('rows[2].price_gel');
    expect(paths).toContain('rows[4].on_hand');
    expect(paths).toContain('rows[5].product_enabled');
    expect(await catalogSnapshot(t)).toEqual(before);
  });

  it('names a missing column and an unknown one', async () => {
    const reply = await importFile('product_code,colour\nP-1,red\n', 'text/csv', true);
    expect(reply.status).toBe(422);
    const paths = reply.body.violations.map((violation: { propertyPath: string }) => violation.propertyPath);
    expect(paths).toContain('rows[1].colour');
    expect(paths).toContain('rows[1].price_gel');
  });

  it('imports the JSON catalog format, creating by code', async () => {
    const [existing] = await productsOf(t, [records((await exportCsv()).text)[0]?.product_code as string]);
    const file = {
      products: [
        {
          code: 'BULK-JSON-1',
          mainTaxon: existing?.mainTaxon,
          taxons: [existing?.mainTaxon],
          translations: {
            ka_GE: { name: 'ბალკ ტესტი', description: '<p>კარგი</p><script>alert(1)</script>' },
            en_US: { name: 'Bulk test product', description: '<p onclick="x()">Good</p>' },
          },
          variants: [
            {
              code: 'BULK-JSON-1-V',
              price: 1500,
              onHand: 2,
              translations: { ka_GE: { name: '50 მლ' }, en_US: { name: '50 ml' } },
            },
          ],
        },
      ],
    };
    const dry = await importFile(JSON.stringify(file), 'application/json', true);
    expect(dry.body).toMatchObject({ format: 'json', products: { created: 1 } });
    expect(await productsOf(t, ['BULK-JSON-1'])).toEqual([]);
    const real = await importFile(JSON.stringify(file), 'application/json', false);
    expect(real.body).toMatchObject({ format: 'json', products: { created: 1 } });
    expect((await productsOf(t, ['BULK-JSON-1']))[0]).toMatchObject({ enabled: true, price: 1500 });
    const descriptions = await rows<{ description: string }>(
      t,
      sql`select description from product_translations tr join products p on p.id = tr.product_id
          where p.code = 'BULK-JSON-1' order by tr.locale`,
    );
    expect(descriptions.map((row) => row.description)).toEqual(['<p>Good</p>', '<p>კარგი</p>']);
  });

  it('takes the file as the multipart field `file`, as the admin app sends it', async () => {
    const exported = (await exportCsv('?search=P-0000')).text;
    const boundary = 'sakhe-bulk-boundary';
    const payload = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="products.csv"',
      'Content-Type: text/csv',
      '',
      exported,
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const response = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/product-imports?dryRun=true`,
      headers: {
        authorization: `Bearer ${manager}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ dryRun: true, format: 'csv', products: { updated: 0 } });
  });

  it('answers bad files with 422, never 500', async () => {
    const images = { products: [{ code: 'X', images: [{ source: '/etc/passwd' }] }] };
    const withImages = await importFile(JSON.stringify(images), 'application/json', true);
    expect(withImages.status).toBe(422);
    expect(withImages.body.violations[0].propertyPath).toBe('products[0].images');
    const broken = await importFile('{"products": [', 'application/json', true);
    expect(broken.status).toBe(422);
    const notCsv = await importFile('a,"b\nc', 'text/csv', true);
    expect(notCsv.status).toBe(422);
    expect((await importFile('', 'text/csv', true)).status).toBe(422);
    expect((await importFile('   ', 'text/csv', true, fulfilment)).status).toBe(403);
    const wrongShape = await importFile('[1,2,3]', 'application/json', true);
    expect(wrongShape.status).toBe(422);
  });
});
