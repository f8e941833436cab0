/**
 * Zod compiles each object schema's parser with `new Function` when it may, and probes whether it
 * may when the schema is built. The server's Content-Security-Policy forbids eval, so the probe
 * was a CSP violation on every signed-in screen (Lighthouse best practices, the console). The
 * parsers work the same without compiling: `jitless`, set from the entry before any chunk builds a
 * schema. Written to the object `z.config()` keeps on `globalThis` (zod-config.test.ts checks
 * that zod reads it), so the entry, and the sign-in page, load none of Zod for it.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(holder.__zod_globalConfig ??= {}).jitless = true;
export {};
