import type { CatalogLocale, ShopContact } from '@sakhe/contract';
import type { AdminOrderDocuments } from '@sakhe/contract/admin';
import type { Queryable } from '../../db/client';
import { orderDetail, vatIncluded } from './service';

/**
 * What the admin app prints as the packing slip and the invoice (in Georgian, print CSS): the
 * shop's details from its settings, the lines and totals, and the VAT every price includes.
 */
export async function orderDocuments(
  db: Queryable,
  tokenValue: string,
  contact: ShopContact,
  locale: CatalogLocale,
): Promise<AdminOrderDocuments> {
  const order = await orderDetail(db, tokenValue, locale);
  const discountTotal = order.orderPromotionTotal + order.shippingPromotionTotal;
  const tax = vatIncluded(order.total);
  return {
    '@context': '/api/v2/contexts/OrderDocuments',
    '@id': `/api/v2/admin/orders/${order.tokenValue}/documents`,
    '@type': 'OrderDocuments',
    shop: {
      name: 'sakhe · სახე',
      address: contact.address,
      phone: contact.phone,
      email: contact.email,
      vatRatePercent: 18,
    },
    number: order.number,
    checkoutCompletedAt: order.checkoutCompletedAt,
    localeCode: order.localeCode,
    billingAddress: order.billingAddress,
    shippingAddress: order.shippingAddress,
    shippingMethod: order.shipments[0]?.method?.name ?? null,
    paymentMethod: order.payments[0]?.method?.name ?? null,
    lines: order.items.map((item) => ({
      name: [item.productName ?? item.productCode, item.variantName].filter(Boolean).join(' — '),
      variantCode: item.variantCode,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      total: item.total,
    })),
    itemsTotal: order.itemsTotal,
    shippingTotal: order.shippingTotal,
    discountTotal,
    total: order.total,
    taxIncluded: tax,
    totalWithoutTax: order.total - tax,
  };
}
