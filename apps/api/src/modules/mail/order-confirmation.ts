import type { CatalogLocale, Order, OrderAddress } from '@sakhe/contract';
import { mailMessages } from './messages';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const lari = (tetri: number) => `${(tetri / 100).toFixed(2)} ₾`;

function addressLines(address: OrderAddress | undefined): string[] {
  if (!address) return [];
  return [
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    address.street ?? '',
    [address.city, address.postcode].filter(Boolean).join(' '),
    address.phoneNumber ?? '',
  ].filter((line) => line !== '');
}

/** The order confirmation, in the order's language: items, totals, delivery and payment. */
export function orderConfirmation(order: Order, options: { orderUrl: string }): MailContent {
  const locale = (order.localeCode === 'en_US' ? 'en_US' : 'ka_GE') satisfies CatalogLocale;
  const t = mailMessages[locale];
  const number = order.number ?? '';
  const name = order.billingAddress?.firstName ?? null;
  const items = order.items.map((item) => ({
    name: [item.productName, item.variantName].filter(Boolean).join(' — '),
    quantity: item.quantity,
    price: lari(item.discountedUnitPrice),
    total: lari(item.total),
  }));
  const totals: Array<[string, string]> = [
    [t.itemsTotal, lari(order.itemsSubtotal)],
    ...(order.orderPromotionTotal !== 0
      ? [[t.discount, lari(order.orderPromotionTotal)] as [string, string]]
      : []),
    [t.shipping, lari(order.shippingTotal)],
    [t.orderTotal, lari(order.total)],
  ];
  const shippingMethod = order.shipments[0]?.shippingMethod?.name;
  const paymentMethod = order.payments[0]?.paymentMethod?.name;
  const delivery = [shippingMethod ?? '', ...addressLines(order.shippingAddress)].filter(Boolean);

  const text = [
    t.greeting(name),
    '',
    t.thanks(number),
    '',
    ...items.map((item) => `${item.name} × ${item.quantity} — ${item.total}`),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    '',
    `${t.delivery}:`,
    ...delivery.map((line) => `  ${line}`),
    ...(paymentMethod ? ['', `${t.payment}: ${paymentMethod}`] : []),
    ...(order.notes ? ['', `${t.notes}: ${order.notes}`] : []),
    '',
    `${t.view}: ${options.orderUrl}`,
    '',
    t.footer,
  ].join('\n');

  const row = (cells: string[], tag = 'td') =>
    `<tr>${cells.map((cell, i) => `<${tag} style="padding:6px 8px;${i > 0 ? 'text-align:right;' : ''}">${cell}</${tag}>`).join('')}</tr>`;
  const html = `<!doctype html><html lang="${locale === 'ka_GE' ? 'ka' : 'en'}"><head><meta charset="utf-8"><title>${escape(t.subject(number))}</title></head>
<body style="font-family:system-ui,sans-serif;color:#222;max-width:40rem;margin:auto">
<p>${escape(t.greeting(name))}</p>
<p>${escape(t.thanks(number))}</p>
<table style="border-collapse:collapse;width:100%">
${row([t.product, t.quantity, t.price, t.total].map(escape), 'th')}
${items.map((item) => row([escape(item.name), String(item.quantity), escape(item.price), escape(item.total)])).join('\n')}
</table>
<table style="margin-left:auto;margin-top:12px">
${totals.map(([label, value]) => `<tr><td style="padding:2px 8px">${escape(label)}</td><td style="padding:2px 8px;text-align:right"><strong>${escape(value)}</strong></td></tr>`).join('\n')}
</table>
<h3>${escape(t.delivery)}</h3><p>${delivery.map(escape).join('<br>')}</p>
${paymentMethod ? `<h3>${escape(t.payment)}</h3><p>${escape(paymentMethod)}</p>` : ''}
${order.notes ? `<h3>${escape(t.notes)}</h3><p>${escape(order.notes)}</p>` : ''}
<p><a href="${escape(options.orderUrl)}">${escape(t.view)}</a></p>
<p style="color:#666">${escape(t.footer)}</p>
</body></html>`;
  return { subject: t.subject(number), text, html };
}
