import type { CatalogLocale } from '@sakhe/contract';
import { type AdminTaxon, TAXON_IMAGE_TYPES, type UploadPurpose } from '@sakhe/contract/admin';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageLanguageSelect } from './ImageLanguageSelect';
import { ImageUpload } from './ImageUpload';
import { Button } from './ui';

type TaxonImageType = (typeof TAXON_IMAGE_TYPES)[number];

/** One picture of the editor: empty (path null) until one is chosen; empty ones are not saved. */
export interface TaxonPicture {
  key: number;
  type: TaxonImageType;
  locale: CatalogLocale | null;
  path: string | null;
  url: string | null;
}

/** What the API takes (at most 10 images a taxon). */
const MAX_IMAGES = 10;

const TYPE_LABELS = {
  banner: 'categories.banner',
  'production-sticky-banner': 'categories.stickyBanner',
} as const satisfies Record<TaxonImageType, string>;

const LANGUAGE_LABELS = { ka_GE: 'media.languageKa', en_US: 'media.languageEn' } as const;

let nextKey = 0;
const emptyPicture = (type: TaxonImageType): TaxonPicture => ({
  key: nextKey++,
  type,
  locale: null,
  path: null,
  url: null,
});

/** The taxon's pictures, with an empty one of each kind it has none of (so each kind can be chosen). */
export function picturesOf(taxon: AdminTaxon | null): TaxonPicture[] {
  const pictures: TaxonPicture[] = (taxon?.images ?? []).flatMap((image) => {
    const type = TAXON_IMAGE_TYPES.find((known) => known === image.type);
    return type ? [{ key: nextKey++, type, locale: image.locale, path: image.path, url: image.url }] : [];
  });
  for (const type of TAXON_IMAGE_TYPES)
    if (!pictures.some((picture) => picture.type === type)) pictures.push(emptyPicture(type));
  return pictures;
}

/** The images the API keeps: the chosen pictures, in their order. */
export const imagesOf = (pictures: TaxonPicture[]) =>
  pictures.flatMap((picture) =>
    picture.path === null ? [] : [{ type: picture.type, path: picture.path, locale: picture.locale }],
  );

/**
 * A taxon's banners by kind. A banner with words on it is uploaded once per language, each with
 * its language set; the shop's pages in one language show that language's (and those for both).
 */
export function TaxonImages({
  pictures,
  purpose,
  onChange,
}: {
  pictures: TaxonPicture[];
  purpose: UploadPurpose;
  onChange: (pictures: TaxonPicture[]) => void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const update = (key: number, change: Partial<TaxonPicture>) =>
    onChange(pictures.map((picture) => (picture.key === key ? { ...picture, ...change } : picture)));
  return (
    <div className="flex flex-col gap-3">
      <p id={hintId} className="text-sm text-ink-muted">
        {t('categories.imagesHint')}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        {TAXON_IMAGE_TYPES.map((type) => (
          <div key={type} className="flex flex-col gap-3" data-testid={`taxon-images-${type}`}>
            {pictures
              .filter((picture) => picture.type === type)
              .map((picture) => (
                <div key={picture.key} className="flex flex-col gap-2 rounded-md border border-line p-3">
                  <ImageUpload
                    label={
                      picture.locale
                        ? `${t(TYPE_LABELS[type])} — ${t(LANGUAGE_LABELS[picture.locale])}`
                        : t(TYPE_LABELS[type])
                    }
                    purpose={purpose}
                    value={picture.url}
                    onChange={(image) =>
                      update(picture.key, { path: image?.path ?? null, url: image?.url ?? null })
                    }
                  />
                  <ImageLanguageSelect
                    value={picture.locale}
                    onChange={(locale) => update(picture.key, { locale })}
                  />
                </div>
              ))}
            <Button
              variant="secondary"
              className="self-start"
              aria-describedby={hintId}
              disabled={pictures.length >= MAX_IMAGES}
              onClick={() => onChange([...pictures, emptyPicture(type)])}
            >
              <Plus aria-hidden className="size-4" />
              {`${t('categories.addImage')}: ${t(TYPE_LABELS[type])}`}
            </Button>
          </div>
        ))}
      </div>
    </div>
  );
}
