import type { AdminOrderDocuments, adminAddressSchema } from '@sakhe/contract/admin';
import { ArrowLeft, Printer } from 'lucide-react';
import { data, Link, useLoaderData } from 'react-router';
import type { z } from 'zod';
import type { Route } from './+types/order-print';
import { api } from '../lib/api';
import { formatDate, formatMoney } from '../lib/format';
import { i18next } from '../lib/i18n';
import { requireStaff } from '../lib/session';

const DOCUMENTS = ['packing-slip', 'invoice'] as const;
type PrintDocument = (typeof DOCUMENTS)[number];
type AdminAddress = z.infer<typeof adminAddressSchema>;

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  await requireStaff(request);
  const document = params.document as PrintDocument;
  if (!DOCUMENTS.includes(document)) throw data(null, { status: 404 });
  const token = encodeURIComponent(params.tokenValue);
  return { order: await api<AdminOrderDocuments>(`/orders/${token}/documents`), token, document };
}

function AddressLines({ address }: { address: AdminAddress | null }) {
  if (!address) return <p>—</p>;
  return (
    <address className="not-italic">
      {[address.firstName, address.lastName].filter(Boolean).join(' ')}
      {address.company && (
        <>
          <br />
          {address.company}
        </>
      )}
      <br />
      {address.street}
      <br />
      {[address.city, address.provinceName, address.postcode].filter(Boolean).join(', ')}
      {address.phoneNumber && (
        <>
          <br />
          {address.phoneNumber}
        </>
      )}
    </address>
  );
}

/**
 * A packing slip or an invoice, always in Georgian (the documents travel with the parcel and into the
 * shop's books), on A4 by the print stylesheet (app.css): this page's buttons stay off paper.
 */
export default function OrderPrint() {
  const { order, token, document } = useLoaderData<typeof clientLoader>();
  const t = i18next.getFixedT('ka');
  const money = (minor: number) => formatMoney(minor, 'ka');
  const invoice = document === 'invoice';
  const { shop } = order;

  return (
    <div lang="ka" className="mx-auto max-w-3xl bg-white p-6 text-black print:max-w-none print:p-0">
      <div className="no-print mb-6 flex flex-wrap gap-2">
        <Link
          to={`/orders/${token}`}
          className="inline-flex min-h-10 items-center gap-2 rounded-md border border-line px-3 text-sm"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t('print.back')}
        </Link>
        <button
          type="button"
          onClick={() => window.print()}
          className="inline-flex min-h-10 items-center gap-2 rounded-md bg-accent px-4 text-sm font-medium text-white"
        >
          <Printer aria-hidden className="size-4" />
          {t('print.print')}
        </button>
      </div>

      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-black pb-4">
        <div>
          <p className="text-2xl font-semibold">{shop.name}</p>
          <p className="text-sm">
            {shop.address.ka_GE}
            <br />
            {shop.phone} · {shop.email}
          </p>
        </div>
        <div className="text-right">
          <h1 className="text-xl font-semibold">{invoice ? t('print.invoice') : t('print.packingSlip')}</h1>
          <p className="text-sm">{t('print.orderNumber', { number: order.number })}</p>
          <p className="text-sm">{t('print.date', { date: formatDate(order.checkoutCompletedAt) })}</p>
        </div>
      </header>

      <section className="mt-4 grid grid-cols-2 gap-6 text-sm">
        <div>
          <h2 className="mb-1 font-semibold">{t('print.shipTo')}</h2>
          <AddressLines address={order.shippingAddress} />
        </div>
        <div>
          <h2 className="mb-1 font-semibold">{invoice ? t('print.billTo') : t('print.shipping')}</h2>
          {invoice ? (
            <AddressLines address={order.billingAddress ?? order.shippingAddress} />
          ) : (
            <p>
              {order.shippingMethod ?? '—'}
              <br />
              {order.paymentMethod ?? '—'}
            </p>
          )}
        </div>
      </section>

      <table className="mt-6 w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-black text-left">
            <th scope="col" className="py-1">
              {t('print.product')}
            </th>
            <th scope="col" className="py-1 text-right">
              {t('print.quantity')}
            </th>
            {invoice ? (
              <>
                <th scope="col" className="py-1 text-right">
                  {t('print.unitPrice')}
                </th>
                <th scope="col" className="py-1 text-right">
                  {t('print.lineTotal')}
                </th>
              </>
            ) : (
              <th scope="col" className="py-1 text-right">
                {t('print.packed')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={index} className="border-b border-gray-300 align-top">
              <td className="py-1">
                {line.name}
                <span className="block text-xs">{line.variantCode}</span>
              </td>
              <td className="py-1 text-right">{line.quantity}</td>
              {invoice ? (
                <>
                  <td className="py-1 text-right whitespace-nowrap">{money(line.unitPrice)}</td>
                  <td className="py-1 text-right whitespace-nowrap">{money(line.total)}</td>
                </>
              ) : (
                <td className="py-1 text-right" aria-label={t('print.packed')}>
                  ☐
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>

      {invoice && (
        <dl className="mt-4 ml-auto w-full max-w-xs text-sm">
          <div className="flex justify-between py-0.5">
            <dt>{t('print.itemsTotal')}</dt>
            <dd>{money(order.itemsTotal)}</dd>
          </div>
          {order.discountTotal !== 0 && (
            <div className="flex justify-between py-0.5">
              <dt>{t('print.discount')}</dt>
              <dd>{money(order.discountTotal)}</dd>
            </div>
          )}
          <div className="flex justify-between py-0.5">
            <dt>{t('print.shippingTotal')}</dt>
            <dd>{money(order.shippingTotal)}</dd>
          </div>
          <div className="flex justify-between border-t border-black py-1 font-semibold">
            <dt>{t('print.total')}</dt>
            <dd>{money(order.total)}</dd>
          </div>
          <div className="flex justify-between py-0.5">
            <dt>{t('print.withoutVat')}</dt>
            <dd>{money(order.totalWithoutTax)}</dd>
          </div>
          <div className="flex justify-between py-0.5">
            <dt>{t('print.vatIncluded', { rate: shop.vatRatePercent })}</dt>
            <dd>{money(order.taxIncluded)}</dd>
          </div>
        </dl>
      )}
      <p className="mt-6 text-xs">{t('print.vatNote', { rate: shop.vatRatePercent })}</p>
      <p className="mt-6 text-center text-xs">{t('print.thanks')}</p>
    </div>
  );
}
