import { z } from 'zod';

/** Hydra envelopes and the error shapes of the Shop API (api-contract §1.2, §1.4). */

export const hydraView = z.object({
  '@id': z.string(),
  '@type': z.literal('hydra:PartialCollectionView'),
  'hydra:first': z.string().optional(),
  'hydra:last': z.string().optional(),
  'hydra:previous': z.string().optional(),
  'hydra:next': z.string().optional(),
});

export const hydraCollection = <Member extends z.ZodType>(member: Member) =>
  z.object({
    '@context': z.string(),
    '@id': z.string(),
    '@type': z.literal('hydra:Collection'),
    'hydra:member': z.array(member),
    'hydra:totalItems': z.number().int().nonnegative(),
    'hydra:view': hydraView.optional(),
  });

/** `hydra:search`: the filters a collection takes, as an IRI template (api-contract §1.2). */
export const hydraSearchSchema = z.object({
  '@type': z.literal('hydra:IriTemplate'),
  'hydra:template': z.string(),
  'hydra:variableRepresentation': z.literal('BasicRepresentation'),
  'hydra:mapping': z.array(
    z.object({
      '@type': z.literal('IriTemplateMapping'),
      variable: z.string(),
      property: z.string().nullable(),
      required: z.boolean(),
    }),
  ),
});

/** A collection whose operation has filters, listed in its `hydra:search`. */
export const searchableCollection = <Member extends z.ZodType>(member: Member) =>
  hydraCollection(member).extend({ 'hydra:search': hydraSearchSchema.optional() });

export type HydraCollection<T> = {
  '@context': string;
  '@id': string;
  '@type': 'hydra:Collection';
  'hydra:member': T[];
  'hydra:totalItems': number;
  'hydra:view'?: z.infer<typeof hydraView>;
};

/** `?page=&itemsPerPage=`: 1-based pages, 30 a page by default, at most 100. */
export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(30),
});

export const hydraErrorSchema = z.object({
  '@context': z.literal('/api/v2/contexts/Error'),
  '@type': z.literal('hydra:Error'),
  'hydra:title': z.string(),
  'hydra:description': z.string(),
});

export const violationSchema = z.object({
  propertyPath: z.string(),
  message: z.string(),
  code: z.string().nullable(),
});

export const violationListSchema = z.object({
  '@context': z.literal('/api/v2/contexts/ConstraintViolationList'),
  '@type': z.literal('ConstraintViolationList'),
  'hydra:title': z.string(),
  'hydra:description': z.string(),
  violations: z.array(violationSchema),
});

export const unauthorizedSchema = z.object({ code: z.literal(401), message: z.string() });

/** Money: integer minor units (tetri). */
export const money = z.number().int();
