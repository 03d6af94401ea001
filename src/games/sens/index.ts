/**
 * What rulebook authors of SENS use in MDX:
 *   import { Scenario, Card, PackToggle } from '../../src/games/sens';   // from content/sens/*.mdx
 * Scenario: a worked example (a sandbox); Card: one card drawn in the pack the
 * reader chose (<Card client:visible card="UE" />; without a client directive
 * it stays Bavarian); PackToggle: the Bavarian/French choice every SENS card follows.
 */
export { default as Scenario } from './Scenario.astro';
export { PackCard as Card } from './Card';
export { default as PackToggle } from './PackToggle';
