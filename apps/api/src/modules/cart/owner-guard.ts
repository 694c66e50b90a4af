import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { NotFoundError, UnauthorizedError } from '../../http/errors';
import { collection, SHOP } from '../../http/hydra';
import type { ModuleDeps } from '../../http/module';
import { mayAccessOrder } from '../auth';
import { orderIri } from './present';
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
const ITEMS_ROUTE = `${ORDER_ROUTE}/items`;
const ADJUSTMENTS_ROUTE = `${ORDER_ROUTE}/adjustments`;
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
 * §1.4, §6.1), whichever module serves it (cart, checkout, shipping, payment), except the two
 * answers Sylius 1.12 gives a visitor (below). Guest orders stay open to whoever holds the token.
 */
async function guardOrder(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  const tokenValue = orderTokenOf(request);
  if (typeof tokenValue !== 'string') return undefined;
  const owner = await orderOwner(db, tokenValue);
  if (!owner || mayAccessOrder(request, owner)) return undefined;
  // Sylius 1.12's answers to a visitor (no login) on a customer's order, which client code relies on:
  // its items are an empty list and its adjustments ask for a login. Neither tells anything of it.
  if (request.customerId === null && request.method === 'GET') {
    const route = request.routeOptions.url;
    if (route === ITEMS_ROUTE) {
      const path = `${orderIri(tokenValue)}/items`;
      return reply.send(collection([], { shortName: 'OrderItem', path, query: '', totalItems: 0 }));
    }
    if (route === ADJUSTMENTS_ROUTE) throw new UnauthorizedError();
  }
  throw new NotFoundError();
}

/**
 * The owner check on every order route of the shop API scope (fastify-plugin), registered right
 * after the auth plugin, whose hook names the customer first.
 */
export const orderOwnerGuard = ({ db }: ModuleDeps) =>
  fp(
    async (app) => {
      app.addHook('onRequest', (request, reply) => guardOrder(db, request, reply));
    },
    { name: 'sakhe-order-owner-guard', dependencies: ['sakhe-auth'] },
  );
