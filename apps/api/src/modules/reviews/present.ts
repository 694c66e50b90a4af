import type { ProductReview } from '@sakhe/contract';
import { SHOP, formatDate, iri, searchTemplate } from '../../http/hydra';
import type { ReviewRow } from './queries';

const reviewIri = (id: number) => iri('product-reviews', id);

/** Sylius 1.13+: the author embedded with the first name only (no e-mail, no last name). */
export function presentReview(row: ReviewRow): ProductReview {
  return {
    '@id': reviewIri(row.id),
    '@type': 'ProductReview',
    id: row.id,
    title: row.title,
    rating: row.rating,
    comment: row.comment,
    author:
      row.authorId === null
        ? null
        : { '@id': iri('customers', row.authorId), '@type': 'Customer', firstName: row.authorFirstName },
    reviewSubject: iri('products', row.productCode),
    createdAt: formatDate(row.createdAt),
    updatedAt: formatDate(row.updatedAt),
    // Ours, only when there is something to say: the shop's answer, and a held review's status.
    ...(row.reply === null ? {} : { reply: row.reply }),
    ...(row.status === 'accepted' ? {} : { status: row.status as 'new' | 'rejected' }),
  };
}

/** The collection's `hydra:search`, as Sylius 1.12 prints it. */
export const reviewSearchTemplate = searchTemplate(`${SHOP}/product-reviews`, [
  ['reviewSubject', 'reviewSubject'],
  ['reviewSubject[]', 'reviewSubject'],
  ['order[createdAt]', 'createdAt'],
]);
