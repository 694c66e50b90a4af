import { describe, expect, it } from 'vitest';
import { ordersApiQuery, PER_PAGE } from './orders';

describe("the orders list's query", () => {
  it('passes the URL’s filters to the API under the same names, empty ones left out', () => {
    const query = ordersApiQuery(
      new URLSearchParams(
        'search=555 12 34 56&paymentState=awaiting_payment&city=&from=2026-01-01&sort=-total&page=3',
      ),
    );
    expect(Object.fromEntries(query)).toEqual({
      search: '555 12 34 56',
      paymentState: 'awaiting_payment',
      from: '2026-01-01',
      sort: '-total',
      page: '3',
      itemsPerPage: String(PER_PAGE),
    });
  });

  it('sends totals typed in lari as tetri, and drops one that is not a number', () => {
    const query = ordersApiQuery(new URLSearchParams('totalMin=12,5&totalMax=abc'));
    expect(query.get('totalMin')).toBe('1250');
    expect(query.has('totalMax')).toBe(false);
  });

  it('leaves the page out of the CSV export', () => {
    const query = ordersApiQuery(new URLSearchParams('state=new&page=2'), { page: false });
    expect(Object.fromEntries(query)).toEqual({ state: 'new' });
  });
});
