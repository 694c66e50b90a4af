import type { Queryable } from '../db/client';
import { searchSynonyms } from '../db/schema';
import { searchKey } from '../modules/catalog';

/**
 * The shop's starting synonyms, one group per thing shoppers name in several ways, Georgian and
 * English: the everyday word (სუნამო) finds the products named by the trade's (პარფიუმერული წყალი).
 * The back office edits the table; seeding only adds terms that are missing.
 */
const DEFAULT_SYNONYMS: Record<string, string[]> = {
  perfume: [
    'სუნამო', 'პარფიუმი', 'პარფიუმერული წყალი', 'ტუალეტის წყალი', 'ოდეკოლონი',
    'perfume', 'parfum', 'eau de parfum', 'eau de toilette', 'cologne', 'fragrance',
  ],
  cream: ['კრემი', 'cream', 'moisturiser', 'moisturizer'],
  lipstick: ['ტუჩსაცხი', 'პომადა', 'lipstick'],
  mascara: ['ტუში', 'mascara'],
  sunscreen: ['მზისგან დამცავი', 'მზის კრემი', 'sunscreen', 'sun cream', 'sunblock'],
  deodorant: ['დეოდორანტი', 'deodorant', 'antiperspirant'],
  shampoo: ['შამპუნი', 'shampoo'],
  nail_polish: ['ფრჩხილის ლაქი', 'ლაქი', 'nail polish', 'nail varnish'],
  shower_gel: ['შხაპის გელი', 'shower gel', 'body wash'],
  hair_mask: ['თმის ნიღაბი', 'hair mask'],
}; // prettier-ignore

export async function seedSynonyms(db: Queryable): Promise<void> {
  const rows = Object.entries(DEFAULT_SYNONYMS).flatMap(([groupCode, terms]) =>
    terms.map((term) => ({ groupCode, term, searchKey: searchKey(term) })),
  );
  await db.insert(searchSynonyms).values(rows).onConflictDoNothing();
}
