/**
 * What Gress rulebook pages use in MDX:
 *   import { Scenario } from '../../src/games/gress';                     // from content/gress/*.mdx
 *   import SheetExample from '../../src/games/gress/SheetExample.astro';  // the worked score sheets (11, 12)
 * SheetExample is imported on its own so that the other pages do not carry
 * the sheet stepper's code and styles. Page chrome and the islands'
 * internals stay out of this barrel.
 */
export { default as Scenario } from './Scenario.astro';
