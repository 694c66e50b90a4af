import { hasConsent, rememberConsent } from './consent';

/** The GA4 ecommerce events the shop sends (SPEC §7, and `purchase` on the thank-you page). */
export type AnalyticsEvent =
  | 'add_to_cart'
  | 'begin_checkout'
  | 'purchase'
  | 'remove_from_cart'
  | 'select_promotion'
  | 'view_cart'
  | 'view_item';

/** A GA4 `items[]` entry. Prices are lari (GA4 wants decimal currency units), never tetri. */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_category?: string;
  price?: number;
  quantity?: number;
  [key: string]: unknown;
}

export type Ecommerce = Record<string, unknown> & { items?: AnalyticsItem[] };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let consentThisVisit = false;
let gtmId: string | null = null;
let gtmLoaded = false;

function consented(): boolean {
  return consentThisVisit || hasConsent();
}

function loadGtm(): void {
  if (gtmLoaded || !gtmId || typeof document === 'undefined' || !consented()) return;
  gtmLoaded = true;
  const layer = (window.dataLayer ??= []);
  layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
  document.head.append(script);
}

/** Called by the layout with the container id the server read from GTM_ID (null: no tag manager). */
export function configureAnalytics(options: { gtmId: string | null }): void {
  gtmId = options.gtmId;
  loadGtm();
}

/** The visitor accepted cookies: remember it and start the tag manager when there is one. */
export function grantConsent(): boolean {
  consentThisVisit = true;
  const remembered = rememberConsent();
  loadGtm();
  return remembered;
}

/**
 * Sends a GA4 ecommerce event to `window.dataLayer`. Nothing is sent, and nothing is queued, before the
 * visitor accepted cookies; returns whether the event was sent.
 */
export function track(event: AnalyticsEvent, ecommerce: Ecommerce): boolean {
  if (typeof window === 'undefined' || !consented()) return false;
  const layer = (window.dataLayer ??= []);
  // GA4's advice: clear the previous ecommerce object so its fields do not leak into this event.
  layer.push({ ecommerce: null });
  layer.push({ event, ecommerce });
  return true;
}

/** Tetri to the lari amount GA4 expects (4590 → 45.9). */
export function analyticsPrice(minor: number): number {
  return Math.round(minor) / 100;
}

/** A promotion click on the home page (slider, banner, carousel header). */
export function trackPromotion(promotion: { id: string; name: string; slot: string; creative?: string }) {
  return track('select_promotion', {
    promotion_id: promotion.id,
    promotion_name: promotion.name,
    creative_name: promotion.creative ?? promotion.id,
    creative_slot: promotion.slot,
  });
}
