/**
 * Lets plain Node (>= 22.18 / 24, which strips TypeScript types itself) run the
 * engine's .ts files, whose relative imports have no extension ('./machine'):
 * such a specifier resolves to the .ts file beside it. Used by bench/plain-node.ts to
 * time the engine without tsx, whose transform (esbuild keepNames) wraps every
 * inner function in __name() and so slows down code that creates closures per
 * call; neither the browser bundle nor Vite/Vitest do that.
 *
 *   node --import ./bench/ts-hooks.mjs bench/engine-child.ts
 */
import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

registerHooks({
  resolve(specifier, context, next) {
    if ((specifier.startsWith('./') || specifier.startsWith('../')) && !/\.[cm]?[jt]sx?$/.test(specifier) && context.parentURL?.startsWith('file:')) {
      for (const suffix of ['.ts', '/index.ts']) {
        const url = new URL(specifier + suffix, context.parentURL);
        if (existsSync(fileURLToPath(url))) return next(url.href, context);
      }
    }
    return next(specifier, context);
  },
});
