import {
  type CatalogLocale,
  normalizePhoneNumber,
  type ShopContact,
  type ShopSettings,
} from '@sakhe/contract';
import type { AdminSettings, UpdateSettingsBody } from '@sakhe/contract/admin';
import type { Config } from '../../config';
import type { ChangeFeed } from '../../db/change-feed';
import type { Database, Queryable } from '../../db/client';
import { ValidationError, type Violation } from '../../http/errors';
import { violation } from '../../i18n/violations';
import { recordAudit, setTwoFactorRequiredForAll, twoFactorRequiredForAll } from '../staff';
import { DEFAULT_CONTACT, DEFAULT_SOCIAL } from './defaults';
import {
  knownProvinces,
  listPaymentMethods,
  listShippingMethods,
  lockStoredSettings,
  nameShippingMethod,
  readStoredSettings,
  setPaymentMethodEnabled,
  type StoredSettings,
  updateShippingMethod,
  writeStoredSettings,
} from './queries';

/**
 * The shop's settings (issue 21): kept in one row, read by every node from memory until the change
 * feed says they changed (a save on any node reaches the others within 2 s), with the environment's
 * UNDER_CONSTRUCTION as the overlay's default until an owner sets it.
 */
export interface SettingsState {
  db: Database;
  config: Config;
  stored: Promise<StoredSettings> | undefined;
}

export const openSettings = (db: Database, config: Config): SettingsState => ({
  db,
  config,
  stored: undefined,
});

/** The settings changed (here or on another node): the next read loads them again. */
export function forgetSettings(state: SettingsState): void {
  state.stored = undefined;
}

function stored(state: SettingsState): Promise<StoredSettings> {
  if (!state.stored) {
    const loading = readStoredSettings(state.db).then((row) => row.values);
    state.stored = loading;
    // A failed read is not kept: the next request tries again.
    loading.catch(() => {
      if (state.stored === loading) state.stored = undefined;
    });
  }
  return state.stored;
}

const underConstructionOf = (values: StoredSettings, config: Config) =>
  values.underConstruction ?? config.UNDER_CONSTRUCTION;

export async function isUnderConstruction(state: SettingsState): Promise<boolean> {
  return underConstructionOf(await stored(state), state.config);
}

/** Whether the overlay is on because an owner said so (not only the environment's default). */
export async function underConstructionSource(state: SettingsState): Promise<'settings' | 'environment'> {
  return (await stored(state)).underConstruction === undefined ? 'environment' : 'settings';
}

/** The shop's contact details (the packing slip and invoice print them). */
export async function shopContact(state: SettingsState): Promise<ShopContact> {
  return (await stored(state)).contact ?? DEFAULT_CONTACT;
}

/** Whether new product reviews show at once or wait for a moderator (the reviews module asks). */
export async function reviewModeration(state: SettingsState): Promise<'publish' | 'hold'> {
  return (await stored(state)).reviewModeration ?? 'publish';
}

/**
 * Sets the review moderation (the reviews module's back office, managers), in its own
 * transaction with the settings row locked and an audit entry; then tells every node.
 */
export async function setReviewModeration(
  db: Database,
  changes: ChangeFeed,
  staffId: number,
  moderation: 'publish' | 'hold',
): Promise<void> {
  await db.transaction(async (tx) => {
    const values = await lockStoredSettings(tx);
    const before = values.reviewModeration ?? 'publish';
    await writeStoredSettings(tx, { ...values, reviewModeration: moderation });
    await recordAudit(tx, {
      staffId,
      action: 'settings.review-moderation',
      entityType: 'settings',
      entityId: null,
      before: { reviewModeration: before },
      after: { reviewModeration: moderation },
    });
  });
  await changes.publish('settings', 'review-moderation');
}

/** `tel:` form of a phone as people write it: E.164 when it parses as a Georgian number. */
function phoneHref(phone: string): string {
  return `tel:${normalizePhoneNumber(phone) ?? phone.replace(/[^\d+]/g, '')}`;
}

/** What the storefront shows (GET /api/v2/shop/settings), in the request's language. */
export async function shopSettings(
  state: SettingsState,
  locale: CatalogLocale,
  staffPreview: boolean,
): Promise<ShopSettings> {
  const values = await stored(state);
  const contact = values.contact ?? DEFAULT_CONTACT;
  const headerMessage = values.headerMessage?.[locale]?.trim();
  return {
    '@context': '/api/v2/contexts/ShopSettings',
    '@id': '/api/v2/shop/settings',
    '@type': 'ShopSettings',
    underConstruction: underConstructionOf(values, state.config),
    staffPreview,
    headerMessage: headerMessage ? headerMessage : null,
    contact: {
      address: contact.address[locale],
      phone: contact.phone,
      phoneHref: phoneHref(contact.phone),
      email: contact.email,
      hours: contact.hours?.[locale] ?? null,
    },
    social: { ...DEFAULT_SOCIAL, ...values.social },
  };
}

/** Everything an owner edits (GET /api/v2/admin/settings), read live. */
export async function adminSettings(db: Queryable, config: Config): Promise<AdminSettings> {
  const [{ values, updatedAt }, payments, shippings, twoFactorForAll] = await Promise.all([
    readStoredSettings(db),
    listPaymentMethods(db),
    listShippingMethods(db),
    twoFactorRequiredForAll(db),
  ]);
  return {
    '@context': '/api/v2/contexts/ShopSettings',
    '@id': '/api/v2/admin/settings',
    '@type': 'ShopSettings',
    underConstruction: underConstructionOf(values, config),
    headerMessage: values.headerMessage ?? null,
    contact: values.contact ?? DEFAULT_CONTACT,
    social: { ...DEFAULT_SOCIAL, ...values.social },
    paymentMethods: payments.map((method) => ({
      code: method.code,
      name: { ka_GE: method.nameKa ?? method.code, en_US: method.nameEn ?? method.nameKa ?? method.code },
      gateway: method.gateway,
      enabled: method.enabled,
    })),
    shippingMethods: shippings.map((method) => ({
      code: method.code,
      name: { ka_GE: method.nameKa ?? method.code, en_US: method.nameEn ?? method.nameKa ?? method.code },
      enabled: method.enabled,
      calculator: method.calculator as 'flat_rate' | 'region_rate',
      configuration: method.configuration as AdminSettings['shippingMethods'][number]['configuration'],
      zone: method.zone as AdminSettings['shippingMethods'][number]['zone'],
    })),
    requireTwoFactorForAll: twoFactorForAll,
    updatedAt: updatedAt ? updatedAt.toISOString() : null,
  };
}

const isFlatRate = (configuration: object) => 'amount' in configuration;

/**
 * Saves what the body names (parts left out stay), in one transaction with the settings row
 * locked, audited with the settings before and after; then tells every node. Unknown method codes,
 * a fee that does not fit its calculator or an unknown city are 422s naming the field.
 */
export async function updateSettings(
  db: Database,
  config: Config,
  changes: ChangeFeed,
  actor: { staffId: number; locale: CatalogLocale },
  body: UpdateSettingsBody,
): Promise<AdminSettings> {
  const { locale } = actor;
  const saved = await db.transaction(async (tx) => {
    const before = await adminSettings(tx, config);
    const values = { ...(await lockStoredSettings(tx)) };
    if (body.underConstruction !== undefined) values.underConstruction = body.underConstruction;
    if (body.headerMessage !== undefined) {
      const message = body.headerMessage;
      values.headerMessage = message && (message.ka_GE || message.en_US) ? message : null;
    }
    if (body.contact !== undefined) values.contact = body.contact;
    if (body.social !== undefined) values.social = body.social;

    const violations: Violation[] = [];
    if (body.paymentMethods) {
      const byCode = new Map((await listPaymentMethods(tx)).map((method) => [method.code, method]));
      for (const [index, change] of body.paymentMethods.entries()) {
        const method = byCode.get(change.code);
        if (!method) {
          violations.push(
            violation(locale, `paymentMethods[${index}].code`, 'unknownMethodCode', { code: change.code }),
          );
        } else if (method.enabled !== change.enabled) {
          await setPaymentMethodEnabled(tx, method.id, change.enabled);
        }
      }
    }
    if (body.shippingMethods) {
      const byCode = new Map((await listShippingMethods(tx)).map((method) => [method.code, method]));
      const provinces = body.shippingMethods.flatMap((change) => [
        ...(change.zone?.provinces ?? []),
        ...(change.zone?.excludedProvinces ?? []),
      ]);
      const known = await knownProvinces(tx, [...new Set(provinces)]);
      for (const [index, change] of body.shippingMethods.entries()) {
        const path = `shippingMethods[${index}]`;
        const method = byCode.get(change.code);
        if (!method) {
          violations.push(violation(locale, `${path}.code`, 'unknownMethodCode', { code: change.code }));
          continue;
        }
        const calculator = change.calculator ?? method.calculator;
        const configuration = (change.configuration ?? method.configuration) as object;
        if ((calculator === 'flat_rate') !== isFlatRate(configuration)) {
          violations.push(violation(locale, `${path}.configuration`, 'shippingFeeMismatch', { calculator }));
          continue;
        }
        for (const field of ['provinces', 'excludedProvinces'] as const) {
          for (const code of change.zone?.[field] ?? []) {
            if (!known.has(code))
              violations.push(violation(locale, `${path}.zone.${field}`, 'unknownProvince', { code }));
          }
        }
        await updateShippingMethod(tx, method.id, {
          enabled: change.enabled ?? method.enabled,
          calculator,
          configuration,
          zone: change.zone ?? method.zone,
        });
        if (change.name) {
          await nameShippingMethod(tx, method.id, 'ka_GE', change.name.ka_GE);
          await nameShippingMethod(tx, method.id, 'en_US', change.name.en_US);
        }
      }
    }
    // Nothing is written when anything is refused: the transaction rolls back with the 422.
    if (violations.length > 0) throw new ValidationError(violations);
    if (body.requireTwoFactorForAll !== undefined) {
      await setTwoFactorRequiredForAll(tx, body.requireTwoFactorForAll);
    }
    await writeStoredSettings(tx, values);
    const after = await adminSettings(tx, config);
    await recordAudit(tx, {
      staffId: actor.staffId,
      action: 'settings.update',
      entityType: 'settings',
      entityId: null,
      before,
      after,
    });
    return after;
  });
  await changes.publish('settings');
  return saved;
}
