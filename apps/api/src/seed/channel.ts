import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { repoRoot } from '../config';
import type { Queryable } from '../db/client';
import {
  channels,
  countries,
  countryTranslations,
  currencies,
  locales,
  provinces,
  provinceTranslations,
} from '../db/schema';
import { eq } from 'drizzle-orm';

export const CHANNEL_CODE = 'WEB';

const citiesSchema = z.array(
  z.object({
    code: z.string().regex(/^GE-[A-Z]{3}$/),
    ka: z.string().min(1),
    en: z.string().min(1),
    region: z.string(),
  }),
);

const citiesFile = join(repoRoot, 'apps/api/src/seed/data/ge-cities.json');

/** The sakhe channel: Georgian first, English second, lari, Georgia with its cities as provinces. */
export async function seedChannel(db: Queryable): Promise<void> {
  await db
    .insert(channels)
    .values({
      code: CHANNEL_CODE,
      name: 'sakhe',
      defaultLocale: 'ka_GE',
      baseCurrency: 'GEL',
      menuTaxonCode: 'MENU',
      countryCode: 'GE',
    })
    .onConflictDoNothing();
  await db
    .insert(locales)
    .values([
      { code: 'ka_GE', position: 0 },
      { code: 'en_US', position: 1 },
    ])
    .onConflictDoNothing();
  await db.insert(currencies).values({ code: 'GEL' }).onConflictDoNothing();
  await db.insert(countries).values({ code: 'GE' }).onConflictDoNothing();
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'GE'));
  if (!country) throw new Error('Country GE was not created');
  await db
    .insert(countryTranslations)
    .values([
      { countryId: country.id, locale: 'ka_GE', name: 'საქართველო' },
      { countryId: country.id, locale: 'en_US', name: 'Georgia' },
    ])
    .onConflictDoNothing();

  const cities = citiesSchema.parse(JSON.parse(await readFile(citiesFile, 'utf8')));
  const inserted = await db
    .insert(provinces)
    .values(
      cities.map((city, position) => ({
        code: city.code,
        countryId: country.id,
        region: city.region,
        position,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: provinces.id, code: provinces.code });
  const byCode = new Map(cities.map((city) => [city.code, city]));
  const names = inserted.flatMap((row) => {
    const city = byCode.get(row.code);
    return city
      ? [
          { provinceId: row.id, locale: 'ka_GE', name: city.ka },
          { provinceId: row.id, locale: 'en_US', name: city.en },
        ]
      : [];
  });
  if (names.length > 0) await db.insert(provinceTranslations).values(names).onConflictDoNothing();
}
