/** `client:interact` (src/plugins/interact-directive.ts) for the type checker: its value is the example's anchor. */
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:interact'?: string;
  }
}
