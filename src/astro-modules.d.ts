/**
 * Lets plain `tsc` (npm run typecheck) accept imports of .astro files, such as the
 * component barrel src/components/index.ts. Editors and `astro check` use Astro's
 * language tools, which resolve the real component and take precedence over this.
 */
declare module '*.astro' {
  import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
  const Component: AstroComponentFactory;
  export default Component;
}
