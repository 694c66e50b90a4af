import fp from 'fastify-plugin';
import type { ModuleDeps } from '../../http/module';
import {
  forgetSettings,
  isUnderConstruction,
  openSettings,
  type SettingsState,
  underConstructionSource,
} from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's settings as this node holds them (modules/settings). */
    shopSettings: SettingsState;
  }
}

/**
 * The settings' per-app state, emptied by every settings change on any node (the change feed), and
 * the start log's word on the overlay (issue 26 §1): a newcomer who sees only "under construction"
 * learns from the log how to open the shop.
 */
export const settingsState = ({ db, config }: ModuleDeps) =>
  fp(
    async (app) => {
      const state = openSettings(db, config);
      app.decorate('shopSettings', state);
      app.changes.on('settings', () => forgetSettings(state));
      app.addHook('onListen', async () => {
        try {
          if (!(await isUnderConstruction(state))) return;
          const how =
            (await underConstructionSource(state)) === 'environment'
              ? 'start it with UNDER_CONSTRUCTION=false (e.g. `UNDER_CONSTRUCTION=false npm start`), or switch it off in the back office settings at /admin'
              : 'an owner switched it on in the back office settings: switch it off there (/admin, Settings)';
          app.log.warn(
            `The shop is under construction: shoppers see only the overlay, staff signed in at /admin see the shop. To open it, ${how}.`,
          );
        } catch (error) {
          app.log.warn({ err: error }, 'could not read whether the shop is under construction');
        }
      });
    },
    { name: 'sakhe-settings-state', dependencies: ['sakhe-change-feed'] },
  );
