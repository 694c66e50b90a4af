// Carts for the cart and checkout scenarios, made through the Shop API itself before measuring.
const SHOP = '/api/v2/shop';

async function call(base: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${base}${SHOP}/${path}`, {
    method,
    headers: {
      accept: 'application/ld+json',
      'content-type': method === 'PATCH' ? 'application/merge-patch+json' : 'application/json',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

interface Cart {
  tokenValue: string;
  shipments: { id: number }[];
  payments: { id: number }[];
}

/** Codes of in-stock variants from the first pages of the catalog. */
export async function sellableVariants(base: string, pages = 3): Promise<string[]> {
  const codes: string[] = [];
  for (let page = 1; page <= pages; page++) {
    const listing = (await call(base, 'GET', `products?itemsPerPage=100&page=${page}`)) as {
      'hydra:member': { productVariants: { code: string; inStock: boolean }[] }[];
    };
    for (const product of listing['hydra:member'])
      for (const variant of product.productVariants) if (variant.inStock) codes.push(variant.code);
  }
  return codes;
}

async function inBatches<T>(count: number, make: (index: number) => Promise<T>, width = 16): Promise<T[]> {
  const made: T[] = [];
  for (let start = 0; start < count; start += width) {
    const batch = Array.from({ length: Math.min(width, count - start) }, (_, i) => make(start + i));
    made.push(...(await Promise.all(batch)));
  }
  return made;
}

export async function newCarts(base: string, count: number): Promise<string[]> {
  return inBatches(count, async () => ((await call(base, 'POST', 'orders', {})) as Cart).tokenValue);
}

/** A cart with items from `variants`, starting at `offset`. */
export async function filledCart(
  base: string,
  variants: string[],
  offset: number,
  items: number,
): Promise<string> {
  const token = ((await call(base, 'POST', 'orders', {})) as Cart).tokenValue;
  for (let i = 0; i < items; i++) {
    await call(base, 'POST', `orders/${token}/items`, {
      productVariant: variants[(offset + i) % variants.length],
      quantity: 1,
    });
  }
  return token;
}

/** Carts addressed to Tbilisi with courier delivery and cash on delivery chosen: ready to complete. */
export async function readyCarts(base: string, variants: string[], count: number): Promise<string[]> {
  return inBatches(count, async (index) => {
    const token = await filledCart(base, variants, index, 1);
    const cart = (await call(base, 'PUT', `orders/${token}`, {
      email: `bench${index}@example.ge`,
      billingAddress: {
        firstName: 'ნინო',
        lastName: 'ბერიძე',
        phoneNumber: '555 12 34 56',
        street: 'რუსთაველის გამზ. 12',
        provinceCode: 'GE-TBS',
      },
    })) as Cart;
    await call(base, 'PATCH', `orders/${token}/shipments/${cart.shipments[0]!.id}`, {
      shippingMethod: 'TBILISI_COURIER',
    });
    await call(base, 'PATCH', `orders/${token}/payments/${cart.payments[0]!.id}`, {
      paymentMethod: 'CASH_ON_DELIVERY',
    });
    return token;
  });
}
