/**
 * What rulebook authors of Gin Rummy use in MDX:
 *   import { Scenario, FormatExample } from '../../src/games/gin-rummy';   // from content/gin-rummy/*.mdx
 * Scenario: a worked example of §1-§14 (a sandbox); FormatExample: one of §15-§17.
 */
export { default as Scenario } from './Scenario.astro';
export { default as FormatExample } from './FormatExample.astro';
