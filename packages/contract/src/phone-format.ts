/**
 * A phone number as Georgians write it (issue 26, item 18): `+995 555 12 34 56` for mobiles
 * (`5XX XX XX XX`), `+995 32 212 34 56` for Tbilisi's landlines, `+995 422 27 12 34` for other towns'.
 * One rule for the storefront's pages and the API's e-mails and SMS; anything that is not a Georgian number
 * of nine digits is shown as typed. Without zod, so the storefront's browser code may import it.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/[^\d]/g, '');
  const national = digits.startsWith('00995')
    ? digits.slice(5)
    : digits.startsWith('995')
      ? digits.slice(3)
      : digits.startsWith('0')
        ? digits.slice(1)
        : digits;
  if (national.length !== 9 || /[^\d\s+().-]/.test(phone)) return phone.trim();
  // Tbilisi's area code has two digits, every other area code and mobile prefix three.
  const head = national.startsWith('32') ? 2 : 3;
  const groups = [national.slice(0, head), national.slice(head, 5), national.slice(5, 7), national.slice(7)];
  return `+995 ${groups.join(' ')}`;
}
