/**
 * What rulebook authors use in MDX, from one import:
 *   import { Scenario } from '../../src/components';   // from content/gress/*.mdx
 * Page chrome and the islands' internals stay out of this barrel.
 */
export { default as Scenario } from './Scenario.astro';
export { default as SheetExample } from './SheetExample.astro';
