/**
 * zod compiles a fast parser with `new Function` unless told not to, and first probes whether it may:
 * under the back office's policy (no 'unsafe-eval') the probe is a reported violation. jitless parsing
 * is plenty for forms. Imported first by root.tsx, before any schema parses; zod reads this object.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;
export {};
