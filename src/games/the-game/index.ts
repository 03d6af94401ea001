/**
 * What rulebook authors of The Game: Face to Face use in MDX:
 *   import { Scenario } from '../../src/games/the-game';   // from content/the-game/*.mdx
 */
export { default as Scenario } from './Scenario.astro';
