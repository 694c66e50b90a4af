/**
 * The back office's bulk price change (issue 22: 1,000 products in under 5 s on PostgreSQL), as a
 * manager sends it: one request names 1,000 product codes and changes every variant's price by a
 * percentage, rounded to the tetri, originals following. The changes go up and down by turns, so
 * the catalog ends where it started. One connection: the actions lock the same products, so a
 * second at once would only wait for the first, and the figure wanted is one action's time.
 */

const PRODUCTS = 1_000;
const RUNS = 10;

export interface BulkScenario {
  name: string;
  server: 'api';
  amount: number;
  connections: number;
  request: () => { method: 'POST'; path: string; body: string; headers: Record<string, string> };
}

/** The codes of the first 1,000 products of the back office's list (ten pages of 100). */
async function productCodes(base: string, headers: Record<string, string>): Promise<string[]> {
  const codes: string[] = [];
  for (let page = 1; codes.length < PRODUCTS; page++) {
    const response = await fetch(`${base}/api/v2/admin/products?itemsPerPage=100&page=${page}`, { headers });
    if (!response.ok) throw new Error(`admin products: ${response.status} ${await response.text()}`);
    const members = ((await response.json()) as { 'hydra:member': Array<{ code: string }> })['hydra:member'];
    if (members.length === 0) break;
    codes.push(...members.map((member) => member.code));
  }
  return codes.slice(0, PRODUCTS);
}

export async function bulkScenarios(base: string, auth: Record<string, string>): Promise<BulkScenario[]> {
  const products = await productCodes(base, auth);
  let run = 0;
  return [
    {
      name: `admin: bulk price change (${products.length} products, one at a time)`,
      server: 'api',
      amount: RUNS,
      connections: 1,
      request: () => ({
        method: 'POST',
        path: '/api/v2/admin/product-bulk-actions',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          action: {
            type: 'price',
            change: 'percent',
            value: run++ % 2 === 0 ? 5 : -5,
            originalPrice: 'follow',
          },
          products,
        }),
      }),
    },
  ];
}
