import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/db/sql';
import { createTestApp, type TestApp } from '../support/app';
import { api, uniqueEmail } from '../auth/support';
import { mailsTo } from '../customers/mailbox';

let t: TestApp;
let variant: { id: number; code: string; onHand: number; onHold: number };

beforeAll(async () => {
  t = await createTestApp();
  // A tracked variant of an enabled product, made out of stock for these tests.
  const [row] = await selectRows<typeof variant>(
    t.database.db,
    sql`select v.id, v.code, v.on_hand as "onHand", v.on_hold as "onHold" from product_variants v
        join products p on p.id = v.product_id
        where p.enabled and v.enabled and v.tracked and v.on_hand - v.on_hold > 0 order by v.id limit 1`,
  );
  variant = row as typeof variant;
  await setAvailable(0);
});
afterAll(() => t.close());

const setAvailable = (available: number) =>
  t.database.db.execute(
    sql`update product_variants set on_hand = on_hold + ${available} where id = ${variant.id}`,
  );

const waiting = async (email: string) =>
  selectRows<{ token: string; localeCode: string; sentAt: Date | null }>(
    t.database.db,
    sql`select token, locale_code as "localeCode", sent_at as "sentAt" from stock_alerts
        where variant_id = ${variant.id} and lower(email) = lower(${email}) order by id`,
  );

/** Runs the sweep job and waits for it to end. */
async function sweep() {
  const id = await t.app.jobs.send('stock-alert-sweep', {});
  for (let i = 0; i < 200; i++) {
    const job = id ? await t.app.jobs.find('stock-alert-sweep', id) : null;
    if (job && ['completed', 'failed'].includes(job.state)) return job.state;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the sweep did not run');
}

describe('back-in-stock notices (issue 26, item 6)', () => {
  it('keeps one waiting notice per variant and e-mail, for guests, whatever the case of the e-mail', async () => {
    const email = uniqueEmail();
    const body = { productVariant: `/api/v2/shop/product-variants/${variant.code}`, email };
    expect((await api(t, 'POST', 'stock-alerts', body, { locale: 'ka_GE' })).status).toBe(202);
    const again = { productVariant: variant.code, email: email.toUpperCase(), localeCode: 'en_US' };
    expect((await api(t, 'POST', 'stock-alerts', again)).status).toBe(202);
    const rows = await waiting(email);
    expect(rows).toHaveLength(1);
    // The first sign-up's language stays.
    expect(rows[0]?.localeCode).toBe('ka_GE');
  });

  it('refuses a wrong e-mail with a violation in the request language, and an unknown variant with 404', async () => {
    const wrong = await api(
      t,
      'POST',
      'stock-alerts',
      { productVariant: variant.code, email: 'not-an-address' },
      { locale: 'en_US' },
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.violations).toEqual([
      expect.objectContaining({ propertyPath: 'email', message: 'Not a valid e-mail' }),
    ]);
    const missing = await api(t, 'POST', 'stock-alerts', { productVariant: 'NO-SUCH', email: uniqueEmail() });
    expect(missing.status).toBe(404);
  });

  it("names the waiting notice by its token and forgets it (the e-mail's do-not-notify link)", async () => {
    const email = uniqueEmail();
    await api(t, 'POST', 'stock-alerts', { productVariant: variant.code, email });
    const [row] = await waiting(email);
    const shown = await api(t, 'GET', `stock-alerts/${row?.token}`, undefined, { locale: 'en_US' });
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      '@type': 'StockAlert',
      productVariant: `/api/v2/shop/product-variants/${variant.code}`,
    });
    expect(shown.body.productName).toEqual(expect.any(String));
    expect((await api(t, 'DELETE', `stock-alerts/${row?.token}`)).status).toBe(204);
    expect((await api(t, 'GET', `stock-alerts/${row?.token}`)).status).toBe(404);
    expect((await api(t, 'DELETE', `stock-alerts/${row?.token}`)).status).toBe(404);
  });

  it('mails each notice once, in its language, when the stock returns, and not before', async () => {
    const georgian = uniqueEmail();
    const english = uniqueEmail();
    await api(
      t,
      'POST',
      'stock-alerts',
      { productVariant: variant.code, email: georgian },
      { locale: 'ka_GE' },
    );
    await api(t, 'POST', 'stock-alerts', {
      productVariant: variant.code,
      email: english,
      localeCode: 'en_US',
    });

    expect(await sweep()).toBe('completed');
    expect(await mailsTo(t.config.MAIL_DIR, georgian, 1, 300)).toHaveLength(0);

    await setAvailable(3);
    expect(await sweep()).toBe('completed');
    const [ka] = await mailsTo(t.config.MAIL_DIR, georgian);
    const [en] = await mailsTo(t.config.MAIL_DIR, english);
    expect(ka?.subject).toMatch(/ისევ მარაგშია/);
    expect(ka?.text).toContain(`${t.config.PUBLIC_URL}/shop/product/`);
    expect(ka?.text).toContain(`variant=${encodeURIComponent(variant.code)}`);
    expect(en?.subject).toMatch(/is back in stock/);
    expect(en?.text).toContain(`${t.config.PUBLIC_URL}/en/shop/product/`);
    expect(en?.text).toMatch(/\/en\/stock-alerts\/[\w-]+/);
    const [sent] = await waiting(georgian);
    expect(sent?.sentAt).not.toBeNull();
    // The e-mail's link still names it, and forgets the address on request.
    expect((await api(t, 'GET', `stock-alerts/${sent?.token}`)).status).toBe(200);

    // Sent once: another sweep, and the stock going and coming back, send nothing more.
    await sweep();
    await setAvailable(0);
    await setAvailable(2);
    await sweep();
    expect(await mailsTo(t.config.MAIL_DIR, georgian, 2, 300)).toHaveLength(1);

    // Asking again after the e-mail went is a new notice, for the next time.
    await setAvailable(0);
    expect(
      (await api(t, 'POST', 'stock-alerts', { productVariant: variant.code, email: georgian })).status,
    ).toBe(202);
    expect(await waiting(georgian)).toHaveLength(2);
    expect((await api(t, 'DELETE', `stock-alerts/${sent?.token}`)).status).toBe(204);
    expect(await waiting(georgian)).toHaveLength(1);
  });
});
