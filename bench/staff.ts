// The member of staff the admin scenarios sign in as, made by prepare.ts in the bench's own database.
export const BENCH_STAFF = {
  email: 'bench-manager@sakhe.test',
  password: 'bench-manager-passphrase',
  role: 'manager',
} as const;
