import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { NotFoundError } from '../../http/errors';
import { SHOP } from '../../http/hydra';
import type { ModuleDeps } from '../../http/module';
import { mayAccessOrder } from '../auth';
import { orderOwner } from './service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route reads the order anyway and checks its owner with `mayAccessOrder` itself, sparing
     * the guard's query (the cart read is the shop's most frequent personal request).
     */
    checksOrderOwner?: boolean;
  }
}

const ORDER_ROUTE = `${SHOP}/orders/:tokenValue`;
/** The methods lists of the 1.x paths, which name the cart in their query (api-contract §6.3). */
const METHODS_LISTS = new Set([`${SHOP}/shipping-methods`, `${SHOP}/payment-methods`]);

/** The cart or order token a route names, in its path or (the methods lists) in its query. */
function orderTokenOf(request: FastifyRequest): unknown {
  const route = request.routeOptions.url ?? '';
  if (route.startsWith(ORDER_ROUTE) && !request.routeOptions.config.checksOrderOwner) {
    return (request.params as { tokenValue?: unknown }).tokenValue;
  }
  if (METHODS_LISTS.has(route)) return (request.query as { tokenValue?: unknown }).tokenValue;
  return undefined;
}

/**
 * A logged-in customer's cart or order is theirs alone: any route naming it by its token (under
 * orders/{tokenValue}, and the `shipping-methods?tokenValue=` and `payment-methods?tokenValue=`
 * lists, whose fees would tell the city) answers 404 to anyone else, guests included (api-contract
 * §1.4, §6.1), whichever module serves it (cart, checkout, shipping, payment). Guest orders stay
 * open to whoever holds the token.
 */
async function guardOrder(db: Database, request: FastifyRequest): Promise<void> {
  const tokenValue = orderTokenOf(request);
  if (typeof tokenValue !== 'string') return;
  const owner = await orderOwner(db, tokenValue);
  if (owner && !mayAccessOrder(request, owner)) throw new NotFoundError();
}

/**
 * The owner check on every order route of the shop API scope (fastify-plugin), registered right
 * after the auth plugin, whose hook names the customer first.
 */
export const orderOwnerGuard = ({ db }: ModuleDeps) =>
  fp(
    async (app) => {
      app.addHook('onRequest', (request) => guardOrder(db, request));
    },
    { name: 'sakhe-order-owner-guard', dependencies: ['sakhe-auth'] },
  );
