import type { ProductReview } from '@sakhe/contract';
import { SHOP, formatDate, iri, searchTemplate } from '../../http/hydra';
import type { ReviewRow } from './queries';

const reviewIri = (id: number) => iri('product-reviews', id);

/**
 * Sylius 1.12's keys, `status` included and `author` the customer's IRI; then ours: the author's
 * first name (no e-mail, no last name), which the storefront signs reviews with, since a customer
 * resource is its owner's alone (docs/sylius-compatibility.md), and the shop's reply.
 */
export function presentReview(row: ReviewRow): ProductReview {
  return {
    '@id': reviewIri(row.id),
    '@type': 'ProductReview',
    id: row.id,
    title: row.title,
    rating: row.rating,
    comment: row.comment,
    author: row.authorId === null ? null : iri('customers', row.authorId),
    status: row.status as ProductReview['status'],
    reviewSubject: iri('products', row.productCode),
    createdAt: formatDate(row.createdAt),
    updatedAt: formatDate(row.updatedAt),
    authorFirstName: row.authorId === null ? null : row.authorFirstName,
    // Ours, only when there is something to say: the shop's answer.
    ...(row.reply === null ? {} : { reply: row.reply }),
  };
}

/** The collection's `hydra:search`, as Sylius 1.12 prints it. */
export const reviewSearchTemplate = searchTemplate(`${SHOP}/product-reviews`, [
  ['reviewSubject', 'reviewSubject'],
  ['reviewSubject[]', 'reviewSubject'],
  ['order[createdAt]', 'createdAt'],
]);
