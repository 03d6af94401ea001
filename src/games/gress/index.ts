/**
 * What Gress rulebook authors use in MDX, from one import:
 *   import { Scenario, SheetExample } from '../../src/games/gress';   // from content/gress/*.mdx
 * Page chrome and the islands' internals stay out of this barrel.
 */
export { default as Scenario } from './Scenario.astro';
export { default as SheetExample } from './SheetExample.astro';
