import { NotFoundError } from '../../http/errors';
import { type Carts, changeCart } from './service';

/**
 * Runs the order processor again over carts whose items the catalog changed under them (a variant
 * deleted from them, a price changed, a product disabled), so their totals, promotions and shipping
 * are right on their next read. One transaction per cart, each with its row locked, as any cart
 * change; a cart that was placed or removed meanwhile is skipped.
 */
export async function refreshCarts(carts: Carts, tokens: readonly string[]): Promise<void> {
  for (const token of tokens) {
    try {
      await changeCart(carts, token, async () => undefined, { keepRemovedItems: true });
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
    }
  }
}
