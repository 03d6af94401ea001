/**
 * /<game>/examples/<scenario id>.json: the frames of one worked example, as
 * its sandbox fetches them (in advance, when its poster nears the screen,
 * or when the reader wakes it: WakingSandbox.tsx). The rules pages carry
 * only each example's poster, so their weight does not grow with the
 * examples' length. Every frame carries its position, so stepping through
 * needs no engine: the engine is fetched only for play mode (issue 24: an
 * example is interactive at once, and a position is a few hundred bytes
 * gzipped beside the engine's tens of kilobytes). Built from the same scenario run as the page
 * (src/games/example-frames.ts; framesUrl names the file): a scenario the engine disagrees with fails the build
 * here too. The German edition's files: src/pages/de/[game]/examples/.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import type { GAMES } from '../../../../engine/games';
import { framesPaths, framesResponse } from '../../../games/example-frames';

const files = import.meta.glob<string>('/content/*/scenarios/*.yaml', { query: '?raw', import: 'default', eager: true });

export const getStaticPaths = (() => framesPaths(files)) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params, props, url }) => framesResponse((props as { game: (typeof GAMES)[number] }).game, params.example, files, url.pathname, 'en');
