import type { CatalogLocale, Order, OrderAddress } from '@sakhe/contract';
import { formatPhone } from '@sakhe/contract/phone-format';
import { formatMoney } from './format';
import { type OrderMailKind, mailMessages } from './messages';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface OrderMailInput {
  order: Order;
  kind: OrderMailKind;
  /** The order's page on the shop (the thank-you page, where a failed payment is retried). */
  orderUrl: string;
  /** The shipment's carrier and tracking number, when staff gave them. */
  shipment?: { carrier: string | null; tracking: string | null };
  /** What was refunded so far (tetri) and whether that is all that was paid. */
  refund?: { amount: number; full: boolean };
  /** Content ids of the attached logo and item thumbnails (by item id), when attached. */
  images?: { logo?: string; items?: ReadonlyMap<number, string> };
}

/** The shop's colours (the storefront's app.css, docs of /work/shared/design/LOOK.md). */
export const COLOURS = {
  surface: '#fbf8f4',
  raised: '#ffffff',
  sunken: '#f3ede6',
  ink: '#1f1b19',
  muted: '#5d5550',
  line: '#e6ddd4',
  accent: '#8b3c5d',
  accentSoft: '#f5e9ed',
  danger: '#b3261e',
};

export const FONT = "'FiraGO','Noto Sans Georgian','Segoe UI',Helvetica,Arial,sans-serif";

export const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function addressLines(address: OrderAddress | undefined): string[] {
  if (!address) return [];
  return [
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    address.street ?? '',
    [address.city, address.postcode].filter(Boolean).join(' '),
    address.phoneNumber ? formatPhone(address.phoneNumber) : '',
  ].filter((line) => line !== '');
}

/**
 * The lines and totals as the e-mail shows them: each line at its own price (quantity × the unit
 * price after catalog and item promotions), the order-wide discount once, then delivery, so that
 * the lines add up to the items total and the totals to what is paid.
 */
function amounts(order: Order) {
  const items = order.items.map((item) => ({
    id: item.id,
    name: item.productName,
    variant: item.variantName ?? null,
    brand: item.brandName ?? null,
    quantity: item.quantity,
    unitPrice: item.discountedUnitPrice,
    originalUnitPrice: item.originalUnitPrice > item.discountedUnitPrice ? item.originalUnitPrice : null,
    amount: item.subtotal,
  }));
  const itemsSubtotal = items.reduce((sum, item) => sum + item.amount, 0);
  const discount = order.itemsTotal - itemsSubtotal;
  return { items, itemsSubtotal, discount, shipping: order.shippingTotal, total: order.total };
}

/** An order e-mail in the order's language: what happened, the order, and what to do next. */
export function orderEmail(input: OrderMailInput): MailContent {
  const { order, kind } = input;
  const locale: CatalogLocale = order.localeCode === 'en_US' ? 'en_US' : 'ka_GE';
  const t = mailMessages[locale];
  const money = (minor: number) => formatMoney(minor, locale);
  const number = order.number ?? '';
  const name = order.billingAddress?.firstName ?? null;
  const sums = amounts(order);
  const totals: Array<{ label: string; value: string; strong?: boolean; discount?: boolean }> = [
    { label: t.itemsTotal, value: money(sums.itemsSubtotal) },
    ...(sums.discount !== 0 ? [{ label: t.discount, value: money(sums.discount), discount: true }] : []),
    { label: t.shipping, value: sums.shipping === 0 ? t.freeShipping : money(sums.shipping) },
    { label: t.orderTotal, value: money(sums.total), strong: true },
  ];
  const shippingMethod = order.shipments[0]?.shippingMethod?.name;
  const paymentMethod = order.payments[0]?.paymentMethod?.name;
  const delivery = [shippingMethod ?? '', ...addressLines(order.shippingAddress)].filter(Boolean);
  const tracking = kind === 'shipped' ? input.shipment : undefined;
  const trackingLines = [
    ...(tracking?.carrier ? [`${t.carrier}: ${tracking.carrier}`] : []),
    ...(tracking?.tracking ? [`${t.tracking}: ${tracking.tracking}`] : []),
  ];
  const refundLines =
    kind === 'refunded' && input.refund
      ? [t.refundedAmount(money(input.refund.amount)), ...(input.refund.full ? [t.refundedAll] : [])]
      : [];
  const retry = kind === 'payment_failed';
  const action = retry ? t.retry : t.view;

  const text = [
    t.greeting(name),
    '',
    t.intro[kind](number),
    ...(refundLines.length > 0 ? ['', ...refundLines] : []),
    ...(trackingLines.length > 0 ? ['', ...trackingLines] : []),
    ...(retry ? ['', t.retryHint, input.orderUrl] : []),
    '',
    `${t.orderNumber}: #${number}`,
    '',
    ...sums.items.map(
      (item) =>
        `${[item.name, item.variant].filter(Boolean).join(' — ')}\n  ${item.quantity} × ${money(item.unitPrice)} = ${money(item.amount)}`,
    ),
    '',
    ...totals.map((row) => `${row.label}: ${row.value}`),
    '',
    `${t.delivery}:`,
    ...delivery.map((line) => `  ${line}`),
    ...(paymentMethod ? ['', `${t.payment}: ${paymentMethod}`] : []),
    ...(order.notes ? ['', `${t.notes}: ${order.notes}`] : []),
    ...(retry ? [] : ['', `${t.view}: ${input.orderUrl}`]),
    '',
    t.footer,
    '',
    '— sakhe / სახე',
  ].join('\n');

  const cell = `font-family:${FONT};color:${COLOURS.ink};font-size:15px;line-height:1.5`;
  const logo = input.images?.logo
    ? `<img src="cid:${input.images.logo}" width="36" height="36" alt="" style="display:inline-block;vertical-align:middle;border:0;border-radius:8px;margin-right:10px">`
    : '';
  const itemRows = sums.items
    .map((item) => {
      const cid = input.images?.items?.get(item.id);
      const thumb = cid
        ? `<img src="cid:${cid}" width="64" height="64" alt="" style="display:block;border:0;border-radius:6px;background:${COLOURS.sunken}">`
        : `<div style="width:64px;height:64px;border-radius:6px;background:${COLOURS.sunken}"></div>`;
      const original = item.originalUnitPrice
        ? ` <s style="color:${COLOURS.muted}">${escape(money(item.originalUnitPrice))}</s>`
        : '';
      return `<tr>
<td width="76" style="padding:12px 12px 12px 0;border-bottom:1px solid ${COLOURS.line};vertical-align:top">${thumb}</td>
<td style="${cell};padding:12px 8px 12px 0;border-bottom:1px solid ${COLOURS.line};vertical-align:top">
${item.brand ? `<div style="font-size:12px;color:${COLOURS.muted}">${escape(item.brand)}</div>` : ''}
<div style="font-weight:600">${escape(item.name)}</div>
${item.variant ? `<div style="font-size:13px;color:${COLOURS.muted}">${escape(item.variant)}</div>` : ''}
<div style="font-size:13px;color:${COLOURS.muted}">${item.quantity} × ${escape(money(item.unitPrice))}${original}</div>
</td>
<td align="right" style="${cell};padding:12px 0;border-bottom:1px solid ${COLOURS.line};vertical-align:top;white-space:nowrap">${escape(money(item.amount))}</td>
</tr>`;
    })
    .join('\n');
  const totalRows = totals
    .map(
      (row) => `<tr>
<td style="${cell};padding:4px 0;${row.strong ? `font-weight:700;font-size:17px;border-top:1px solid ${COLOURS.line};padding-top:10px` : `color:${COLOURS.muted}`}">${escape(row.label)}</td>
<td align="right" style="${cell};padding:4px 0;white-space:nowrap;${row.strong ? `font-weight:700;font-size:17px;color:${COLOURS.accent};border-top:1px solid ${COLOURS.line};padding-top:10px` : row.discount ? `color:${COLOURS.danger}` : ''}">${escape(row.value)}</td>
</tr>`,
    )
    .join('\n');
  const paragraph = (lines: string[], style = '') =>
    lines.length > 0
      ? `<p style="${cell};margin:0 0 16px;${style}">${lines.map(escape).join('<br>')}</p>`
      : '';
  const section = (title: string, lines: string[]) =>
    lines.length > 0
      ? `<h2 style="font-family:${FONT};font-size:14px;font-weight:600;color:${COLOURS.muted};margin:20px 0 6px">${escape(title)}</h2>${paragraph(lines, 'margin-bottom:0')}`
      : '';

  const html = `<!doctype html>
<html lang="${locale === 'ka_GE' ? 'ka' : 'en'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${escape(t.subject[kind](number))}</title></head>
<body style="margin:0;padding:0;background:${COLOURS.surface}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLOURS.surface}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px">
<tr><td style="padding:0 4px 16px">${logo}<span style="font-family:${FONT};font-size:24px;font-weight:600;color:${COLOURS.ink};vertical-align:middle">sakhe</span><span style="font-family:${FONT};font-size:24px;color:${COLOURS.line};vertical-align:middle"> / </span><span lang="ka" style="font-family:${FONT};font-size:24px;color:${COLOURS.accent};vertical-align:middle">სახე</span></td></tr>
<tr><td style="background:${COLOURS.raised};border:1px solid ${COLOURS.line};border-radius:12px;padding:28px">
<h1 style="font-family:${FONT};font-size:22px;line-height:1.3;color:${retry ? COLOURS.danger : COLOURS.ink};margin:0 0 16px">${escape(t.heading[kind])}</h1>
${paragraph([t.greeting(name)])}
${paragraph([t.intro[kind](number)])}
${paragraph(refundLines, `background:${COLOURS.accentSoft};padding:12px 16px;border-radius:8px`)}
${paragraph(trackingLines, `background:${COLOURS.accentSoft};padding:12px 16px;border-radius:8px`)}
${retry ? paragraph([t.retryHint]) : ''}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="background:${COLOURS.accent};border-radius:8px"><a href="${escape(input.orderUrl)}" style="display:inline-block;padding:12px 22px;font-family:${FONT};font-size:15px;font-weight:600;color:#ffffff;text-decoration:none">${escape(action)}</a></td></tr></table>
<p style="${cell};margin:0 0 4px;color:${COLOURS.muted}">${escape(t.orderNumber)}: <strong style="color:${COLOURS.ink}">#${escape(number)}</strong></p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">
${itemRows}
</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-top:12px">
${totalRows}
</table>
${section(t.delivery, delivery)}
${section(t.payment, paymentMethod ? [paymentMethod] : [])}
${section(t.notes, order.notes ? [order.notes] : [])}
</td></tr>
<tr><td style="padding:16px 4px;font-family:${FONT};font-size:13px;color:${COLOURS.muted}">${escape(t.footer)}<br>sakhe / სახე — ${escape(t.tagline)}</td></tr>
</table>
</td></tr></table>
</body>
</html>`;
  return { subject: t.subject[kind](number), text, html };
}
