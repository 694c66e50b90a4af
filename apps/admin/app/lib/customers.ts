/** A customer's name as the back office shows it ("" when they gave none, or it was erased). */
export function customerName(customer: { firstName: string | null; lastName: string | null }): string {
  return [customer.firstName, customer.lastName].filter(Boolean).join(' ');
}
