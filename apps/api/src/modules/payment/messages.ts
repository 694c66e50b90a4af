import type { CatalogLocale } from '@sakhe/contract';

/**
 * The names shoppers see of the banks' card methods, given to each method when its bank is first
 * configured (staff may rename them afterwards; they are then the database's).
 */
export const bankMethodNames: Record<
  'bog' | 'tbc',
  Record<CatalogLocale, { name: string; description: string }>
> = {
  bog: {
    ka_GE: {
      name: 'ბარათით გადახდა — საქართველოს ბანკი',
      description: 'Visa, Mastercard, Apple Pay, Google Pay და განვადება — საქართველოს ბანკის დაცულ გვერდზე.',
    },
    en_US: {
      name: 'Pay by card — Bank of Georgia',
      description:
        "Visa, Mastercard, Apple Pay, Google Pay and instalments — on Bank of Georgia's secure page.",
    },
  },
  tbc: {
    ka_GE: {
      name: 'ბარათით გადახდა — თიბისი',
      description: 'Visa, Mastercard, Apple Pay, Google Pay და განვადება — თიბისი ბანკის დაცულ გვერდზე.',
    },
    en_US: {
      name: 'Pay by card — TBC Bank',
      description: "Visa, Mastercard, Apple Pay, Google Pay and instalments — on TBC Bank's secure page.",
    },
  },
};
