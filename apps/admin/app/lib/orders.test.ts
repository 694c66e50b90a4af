import { describe, expect, it } from 'vitest';
import { ordersApiQuery, PER_PAGE } from './orders';

describe("the orders list's query", () => {
  it('passes the URL’s filters to the API under the API’s names, empty ones left out', () => {
    const query = ordersApiQuery(
      new URLSearchParams(
        'search=555 12 34 56&paymentState=awaiting_payment&city=&from=2026-01-01&to=2026-01-31&coupon=SAKHE10&sort=-total&page=3',
      ),
    );
    expect(Object.fromEntries(query)).toEqual({
      search: '555 12 34 56',
      paymentState: 'awaiting_payment',
      'checkoutCompletedAt[after]': '2026-01-01',
      'checkoutCompletedAt[before]': '2026-01-31',
      coupon: 'SAKHE10',
      'order[total]': 'desc',
      page: '3',
      itemsPerPage: String(PER_PAGE),
    });
  });

  it('sends totals typed in lari as tetri, and drops one that is not an amount', () => {
    const query = ordersApiQuery(new URLSearchParams('totalMin=12,5&totalMax=abc'));
    expect(query.get('total[gte]')).toBe('1250');
    expect(query.has('total[lte]')).toBe(false);
  });

  it('sorts the newest first unless told otherwise, and ignores a sort it does not know', () => {
    expect(ordersApiQuery(new URLSearchParams()).get('order[checkoutCompletedAt]')).toBe('desc');
    expect(ordersApiQuery(new URLSearchParams('sort=number')).get('order[number]')).toBe('asc');
    const unknown = ordersApiQuery(new URLSearchParams('sort=-password'));
    expect([...unknown.keys()].filter((key) => key.startsWith('order['))).toEqual([]);
  });

  it('leaves the page out of the CSV export', () => {
    const query = ordersApiQuery(new URLSearchParams('state=new&page=2'), { page: false });
    expect(Object.fromEntries(query)).toEqual({ state: 'new', 'order[checkoutCompletedAt]': 'desc' });
  });
});
