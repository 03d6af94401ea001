/**
 * /de/<game>/examples/<scenario id>.json: an example's frames for the German
 * rules pages (issue 27): the English scenario file run with the words of
 * content/de/<game>/scenarios/<id>.yaml, its rulings and described actions
 * in German (src/components/example-language.ts). The English files
 * (src/pages/[game]/examples/[example].json.ts) are unchanged.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import type { GAMES } from '../../../../../engine/games';
import { framesPaths, framesResponse } from '../../../../games/example-frames';

const files = import.meta.glob<string>('/content/*/scenarios/*.yaml', { query: '?raw', import: 'default', eager: true });

export const getStaticPaths = (() => framesPaths(files)) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params, props, url }) => framesResponse((props as { game: (typeof GAMES)[number] }).game, params.example, files, url.pathname, 'de');
