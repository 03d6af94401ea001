/**
 * The integration that registers `client:interact` (interact-directive.ts)
 * with Astro, so rules pages can keep their examples asleep until touched.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export function clientInteract(): AstroIntegration {
  return {
    name: 'client-interact',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interact', entrypoint: fileURLToPath(new URL('./interact-directive.ts', import.meta.url)) });
      },
    },
  };
}
