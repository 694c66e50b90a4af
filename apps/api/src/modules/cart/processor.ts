import {
  type AdjustmentDraft,
  applyPromotions,
  itemSubtotal,
  itemTotal,
  type PromotionDefinition,
  type PromotionSubject,
} from '../promotions';
import {
  type Destination,
  eligibleMethods,
  ESTIMATE_DESTINATION,
  type ShippingMethodDefinition,
} from '../shipping';

/**
 * The order processor: the one function every cart change runs (Sylius' composite
 * OrderProcessor). From the items, the destination, the methods and the promotions it derives
 * prices, the shipment and its fee, promotion adjustments, the payment and the totals.
 * Pure, so its invariants are checked over random carts (test/promotions/invariants.test.ts).
 *
 * Invariants: every item total ≥ 0; shippingTotal ≥ 0; total = itemsTotal + shippingTotal.
 */

interface ProcessorItem {
  id: number;
  quantity: number;
  /** The variant's channel price (after catalog promotions). */
  price: number;
  /** The variant's price before catalog promotions. */
  originalPrice: number;
  taxonPaths: readonly string[];
  /** For product rules and filters of cart promotions. */
  productCode?: string;
}

export interface ProcessorInput {
  items: readonly ProcessorItem[];
  /** The shipping address' city; null before addressing (priced as an estimate). */
  destination: Destination | null;
  /** Method currently on the shipment, if any. */
  shippingMethodCode: string | null;
  /** Enabled methods, named in the order's language. */
  shippingMethods: readonly ShippingMethodDefinition[];
  paymentMethodCode: string | null;
  /** Enabled payment method codes by position. */
  paymentMethodCodes: readonly string[];
  /** Promotions that may apply: enabled, current, under their usage limit, coupon matched. */
  promotions: readonly PromotionDefinition[];
  placedOrderCount: number | null;
}

/** What the processor derives for an item and stores on it. */
export interface ItemTotals {
  id: number;
  unitPrice: number;
  originalUnitPrice: number;
  discountedUnitPrice: number;
  subtotal: number;
  total: number;
}

interface ProcessedItem extends ItemTotals {
  adjustments: AdjustmentDraft[];
}

export interface ProcessedOrder {
  items: ProcessedItem[];
  /** shipping and order_shipping_promotion adjustments. */
  orderAdjustments: AdjustmentDraft[];
  /** A cart with items has one shipment; its method is null when none delivers there. */
  shipment: { methodCode: string | null } | null;
  /** A cart with a total to pay has one payment. */
  payment: { methodCode: string | null; amount: number } | null;
  appliedPromotionIds: number[];
  itemsTotal: number;
  itemsSubtotal: number;
  shippingTotal: number;
  orderPromotionTotal: number;
  shippingPromotionTotal: number;
  total: number;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export function processOrder(input: ProcessorInput): ProcessedOrder {
  if (input.items.length === 0) {
    return {
      items: [],
      orderAdjustments: [],
      shipment: null,
      payment: null,
      appliedPromotionIds: [],
      itemsTotal: 0,
      itemsSubtotal: 0,
      shippingTotal: 0,
      orderPromotionTotal: 0,
      shippingPromotionTotal: 0,
      total: 0,
    };
  }

  const eligible = eligibleMethods(input.shippingMethods, input.destination ?? ESTIMATE_DESTINATION);
  const chosen = eligible.find(({ method }) => method.code === input.shippingMethodCode) ?? eligible[0];
  const orderAdjustments: AdjustmentDraft[] = chosen
    ? [{ type: 'shipping', label: chosen.method.name, amount: chosen.price, originCode: chosen.method.code }]
    : [];

  const subject: PromotionSubject = {
    items: input.items.map((item) => ({
      id: item.id,
      quantity: item.quantity,
      unitPrice: item.price,
      taxonPaths: item.taxonPaths,
      productCode: item.productCode,
      unitPromotion: 0,
      orderPromotion: 0,
      adjustments: [],
    })),
    shippingFee: chosen?.price ?? 0,
    shippingPromotion: 0,
    orderAdjustments,
    placedOrderCount: input.placedOrderCount,
  };
  const appliedPromotionIds = applyPromotions(subject, input.promotions);

  const items = subject.items.map((item, index): ProcessedItem => {
    const source = input.items[index] as ProcessorItem;
    return {
      id: item.id,
      unitPrice: item.unitPrice,
      originalUnitPrice: Math.max(source.originalPrice, source.price),
      discountedUnitPrice: item.unitPrice + item.unitPromotion,
      subtotal: itemSubtotal(item),
      total: itemTotal(item),
      adjustments: item.adjustments,
    };
  });
  const itemsTotal = sum(items.map((item) => item.total));
  const shippingTotal = subject.shippingFee + subject.shippingPromotion;
  const total = Math.max(0, itemsTotal + shippingTotal);
  const promotionAmounts = items.flatMap((item) => item.adjustments.map((adjustment) => adjustment.amount));
  const paymentMethodCode = input.paymentMethodCodes.includes(input.paymentMethodCode ?? '')
    ? input.paymentMethodCode
    : (input.paymentMethodCodes[0] ?? null);

  return {
    items,
    orderAdjustments,
    shipment: { methodCode: chosen?.method.code ?? null },
    // A free order needs no payment (Sylius removes it), and the checkout then skips the step.
    payment: total > 0 ? { methodCode: paymentMethodCode, amount: total } : null,
    appliedPromotionIds,
    itemsTotal,
    itemsSubtotal: sum(items.map((item) => item.subtotal)),
    shippingTotal,
    orderPromotionTotal: sum(promotionAmounts),
    shippingPromotionTotal: subject.shippingPromotion,
    total,
  };
}
