import { useRouteLoaderData } from 'react-router';
import type { ShopSettings } from '@sakhe/contract';
import type { CmsPicture } from '../content/content';
import type { MenuTaxon } from '../catalog/taxons';

/** Settings of the storefront read from the environment on the server (documented in the README). */
export interface SiteSettings {
  /** The site-wide under-construction overlay: on unless UNDER_CONSTRUCTION says false/0/off. */
  underConstruction: boolean;
  /** Google Tag Manager container, loaded only after cookie consent. */
  gtmId: string | null;
  /** The public origin (PUBLIC_URL without a trailing slash): canonical links, sitemap, JSON-LD. */
  origin: string;
  /** A staff member signed into the back office: the shop shows behind the overlay, with a bar saying so. */
  staffPreview: boolean;
}

/** What the default layout's header and footer show; loaded once per locale by the `:lang?` layout. */
export interface ChromeData {
  menu: MenuTaxon[];
  headerMessage: string | null;
  benefits: { text: string; link: string | null } | null;
  /** The desktop brands menu: media in the brands-taxon-pseudo-children section. */
  brandMenu: CmsPicture[];
  /** The first few questions, listed in the footer. */
  faq: { code: string; question: string }[];
  /** Whether the API has Facebook login on (its client id is configured): the login form's button. */
  facebookLogin: boolean;
  settings: SiteSettings;
  /** The shop's contact details from its settings (the back office); null: the translation files' own. */
  contact: ShopSettings['contact'] | null;
  /** The shop's social profiles from its settings; null: none to show. */
  social: ShopSettings['social'] | null;
}

/** The chrome of an error page whose layout data could not load: no CMS content, no overlay. */
export const EMPTY_CHROME: ChromeData = {
  menu: [],
  headerMessage: null,
  benefits: null,
  brandMenu: [],
  faq: [],
  facebookLogin: false,
  settings: { underConstruction: false, gtmId: null, origin: '', staffPreview: false },
  contact: null,
  social: null,
};

/** The id of the `:lang?` layout route (routes/layout.tsx). */
export const LAYOUT_ROUTE_ID = 'routes/layout';

/** The layout's data from anywhere below it (the catalog pages read the menu from here too). */
export function useChrome(): ChromeData {
  return useRouteLoaderData<ChromeData>(LAYOUT_ROUTE_ID) ?? EMPTY_CHROME;
}

/** Which frame a page is shown in; a route picks one with `export const handle = { layout: 'checkout' }`. */
export type LayoutKind = 'default' | 'checkout' | 'void';

export function layoutKindOf(handles: unknown[]): LayoutKind {
  for (let index = handles.length - 1; index >= 0; index -= 1) {
    const kind = (handles[index] as { layout?: unknown } | undefined)?.layout;
    if (kind === 'default' || kind === 'checkout' || kind === 'void') return kind;
  }
  return 'default';
}
