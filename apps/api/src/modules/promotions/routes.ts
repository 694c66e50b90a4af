import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { freeShippingOfferSchema } from '@sakhe/contract';
import { SHOP, context } from '../../http/hydra';
import { NotFoundError } from '../../http/errors';
import type { ModuleDeps } from '../../http/module';
import { freeShippingThreshold } from './free-shipping';

/** What the cart tells shoppers about running promotions (sakhe's additions to the contract). */
export const promotionsModule =
  ({ db }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/promotions/free-shipping',
      {
        schema: {
          tags: ['Promotion'],
          summary: 'The items total from which delivery is free',
          response: { 200: freeShippingOfferSchema },
        },
      },
      async () => {
        const threshold = await freeShippingThreshold(db, new Date());
        if (threshold === null) throw new NotFoundError();
        return {
          '@context': context('FreeShippingOffer'),
          '@id': `${SHOP}/promotions/free-shipping`,
          '@type': 'FreeShippingOffer' as const,
          threshold,
        };
      },
    );
  };
