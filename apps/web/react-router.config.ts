import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // The whole route manifest (one small cached file) up front instead of fetching pieces for the links
  // on a page after it hydrates: such a fetch re-rendered the page while its deferred parts (the
  // desktop menu, the footer) had not hydrated yet, which made the browser load and hydrate them at once.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
