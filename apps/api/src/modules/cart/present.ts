import type {
  Adjustment,
  AdjustmentType,
  CheckoutState,
  Order,
  OrderAddress,
  OrderItem,
  OrderPayment,
  OrderPaymentState,
  OrderShipment,
  OrderShippingState,
  OrderState,
  PaymentState,
  RemovedCartItem,
  ShipmentState,
} from '@sakhe/contract';
import { context, formatDate, iri } from '../../http/hydra';
import { imageUrl } from '../catalog';
import type { ItemRow } from './queries/items';
import type { OrderData } from './queries/order-data';
import type { AddressRow, AdjustmentRow, PaymentRow, ShipmentRow } from './queries/order-parts';

/**
 * Sylius 1.12 prints `channel` and `state` only in the responses of POST orders, PUT and the
 * checkout PATCHes ("write"), not of GET and the item operations ("read") (api-contract §6.2).
 */
export type OrderShape = 'read' | 'write';

export const orderIri = (tokenValue: string) => iri('orders', tokenValue);

/**
 * Inside orders, null-valued keys are left out (api-contract §1.3). A plain loop: it runs for every
 * part of every order shown, and entries/fromEntries arrays cost several times more.
 */
function present<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], null> } {
  const shown: Partial<Record<keyof T, unknown>> = {};
  for (const key in value) {
    const field = value[key];
    if (field !== null && field !== undefined) shown[key] = field;
  }
  return shown as { [K in keyof T]: Exclude<T[K], null> };
}

function presentAddress(row: AddressRow | undefined): OrderAddress | undefined {
  if (!row) return undefined;
  return present({
    '@id': iri('addresses', row.id),
    '@type': 'Address' as const,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    company: row.company,
    countryCode: row.countryCode,
    provinceCode: row.provinceCode,
    provinceName: row.provinceName,
    street: row.street,
    city: row.city,
    postcode: row.postcode,
  });
}

export function presentItem(item: ItemRow, placed: boolean): OrderItem {
  const liveName = item.productName ?? item.snapshotProductName ?? item.productCode;
  return present({
    '@id': iri('order-items', item.id),
    '@type': 'OrderItem' as const,
    variant: iri('product-variants', item.variantCode),
    productName: placed ? (item.snapshotProductName ?? liveName) : liveName,
    id: item.id,
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    total: item.total,
    subtotal: item.subtotal,
    discountedUnitPrice: item.discountedUnitPrice,
    originalUnitPrice: item.originalUnitPrice,
    product: iri('products', item.productCode),
    productCode: item.productCode,
    productSlug: item.productSlug,
    variantCode: item.variantCode,
    variantName: placed ? (item.snapshotVariantName ?? item.variantName) : item.variantName,
    brandName: item.brandName,
    image: item.imagePath === null ? null : imageUrl(item.imagePath),
    inStock: !item.tracked || item.onHand - item.onHold > 0,
  });
}

function presentShipment(row: ShipmentRow): OrderShipment {
  return present({
    '@id': iri('shipments', row.id),
    '@type': 'Shipment' as const,
    id: row.id,
    method: row.methodCode === null ? null : iri('shipping-methods', row.methodCode),
    state: row.state as ShipmentState,
    shippingMethod:
      row.methodCode === null
        ? null
        : {
            '@id': iri('shipping-methods', row.methodCode),
            '@type': 'ShippingMethod' as const,
            code: row.methodCode,
            name: row.methodName ?? row.methodCode,
          },
    // Given by staff when they ship it (modules/fulfilment): the account's order shows it.
    tracking: row.tracking,
    carrier: row.carrier,
    shippedAt: row.shippedAt,
  });
}

function presentPayment(row: PaymentRow): OrderPayment {
  return present({
    '@id': iri('payments', row.id),
    '@type': 'Payment' as const,
    id: row.id,
    method: row.methodCode === null ? null : iri('payment-methods', row.methodCode),
    state: row.state as PaymentState,
    paymentMethod:
      row.methodCode === null
        ? null
        : {
            '@id': iri('payment-methods', row.methodCode),
            '@type': 'PaymentMethod' as const,
            code: row.methodCode,
            name: row.methodName ?? row.methodCode,
          },
  });
}

/**
 * What the shop took out of a cart since its owner last changed it (a deleted variant), each product
 * once, named in `locale` (the request's), else the cart's own.
 */
function presentRemovedItems(order: OrderData['order'], locale: string): RemovedCartItem[] | null {
  if (order.state !== 'cart' || !order.removedItems?.length) return null;
  const names = new Map<string, string>();
  for (const { productCode, productName } of order.removedItems) {
    names.set(
      productCode,
      productName[locale] ?? productName[order.localeCode] ?? Object.values(productName)[0] ?? productCode,
    );
  }
  return [...names].map(([productCode, productName]) => ({ productCode, productName }));
}

/** `locale`: the request's, which names what the shop took out of a cart (the cart's own by default). */
export function presentOrder(data: OrderData, shape: OrderShape, locale?: string): Order {
  const { order } = data;
  const placed = order.state !== 'cart';
  const write = shape === 'write';
  return present({
    '@context': context('Order'),
    '@id': orderIri(order.tokenValue),
    '@type': 'Order' as const,
    shippingAddress: presentAddress(data.addresses.find((row) => row.id === order.shippingAddressId)),
    billingAddress: presentAddress(data.addresses.find((row) => row.id === order.billingAddressId)),
    channel: write ? iri('channels', order.channelCode) : null,
    payments: data.payments.map(presentPayment),
    shipments: data.shipments.map(presentShipment),
    currencyCode: order.currencyCode,
    localeCode: order.localeCode,
    checkoutState: order.checkoutState as CheckoutState,
    paymentState: order.paymentState as OrderPaymentState,
    shippingState: order.shippingState as OrderShippingState,
    tokenValue: order.tokenValue,
    id: order.id,
    number: order.number,
    items: data.items.map((item) => presentItem(item, placed)),
    itemsTotal: order.itemsTotal,
    total: order.total,
    state: write ? (order.state as OrderState) : null,
    taxTotal: 0,
    taxIncludedTotal: 0,
    taxExcludedTotal: 0,
    shippingTotal: order.shippingTotal,
    orderPromotionTotal: order.orderPromotionTotal,
    shippingPromotionTotal: order.shippingPromotionTotal,
    itemsSubtotal: order.itemsSubtotal,
    email: order.email,
    couponCode: order.couponCode,
    notes: order.notes,
    checkoutCompletedAt: order.checkoutCompletedAt === null ? null : formatDate(order.checkoutCompletedAt),
    removedItems: presentRemovedItems(order, locale ?? order.localeCode),
  });
}

export function presentAdjustment(row: AdjustmentRow): Adjustment {
  return {
    '@id': iri('adjustments', row.id),
    '@type': 'Adjustment',
    id: row.id,
    type: row.type as AdjustmentType,
    label: row.label,
    amount: row.amount,
    neutral: row.neutral,
  };
}
