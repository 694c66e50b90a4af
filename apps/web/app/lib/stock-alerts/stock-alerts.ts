/** What the "notify me when it is back" form answers: done (with the e-mail), or why not in the API's words. */
export type StockAlertResult = { ok: true; email: string } | { ok: false; message: string };
