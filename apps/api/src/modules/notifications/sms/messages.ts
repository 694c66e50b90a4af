import type { CatalogLocale } from '@sakhe/contract';

/**
 * The order SMS, short enough for one or two messages (Georgian letters send as UCS-2, 70 to a
 * message; Latin as GSM-7, 160).
 */
export const smsMessages: Record<
  CatalogLocale,
  {
    placed: (number: string, total: string) => string;
    shipped: (number: string, tracking: string | null) => string;
  }
> = {
  ka_GE: {
    placed: (number, total) => `sakhe: შეკვეთა #${number} მიღებულია (${total}). გმადლობთ!`,
    shipped: (number, tracking) =>
      `sakhe: შეკვეთა #${number} გზაშია.${tracking ? ` ტრეკინგი: ${tracking}` : ''}`,
  },
  en_US: {
    placed: (number, total) => `sakhe: order #${number} received (${total}). Thank you!`,
    shipped: (number, tracking) =>
      `sakhe: order #${number} is on its way.${tracking ? ` Tracking: ${tracking}` : ''}`,
  },
};
