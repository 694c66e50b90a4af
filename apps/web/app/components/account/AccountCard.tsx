import type { ReactNode } from 'react';

/** The narrow card of the guest pages (login, register, password recovery). */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-14">
      <h1 className="text-2xl font-semibold text-ink">{title}</h1>
      <div className="mt-6 grid gap-5">{children}</div>
    </div>
  );
}

/** A success message, read out when it appears. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-xl border border-accent/30 bg-accent/5 px-4 py-3 text-sm text-ink">
      {children}
    </p>
  );
}

export const primaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-accent px-6 font-medium text-white hover:bg-accent/90 disabled:opacity-60';
