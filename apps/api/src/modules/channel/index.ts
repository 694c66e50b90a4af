/**
 * The shop's channel, countries, provinces, currencies and locales.
 * This file is the module's surface: other modules use nothing else of it (docs/modules.md).
 */
export { currentChannel, findChannel } from './queries';
export { channelModule } from './routes';
export { channelIris } from './service';
