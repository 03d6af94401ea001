/**
 * Starlight route middleware (astro.config.mjs routeMiddleware): a rulebook
 * page's link preview. A page of a section shows the section's preview (its
 * first example's table, /og/<game>/r/<n>.png); another page with an example
 * (the overview, a first game) its own. The sitemap link Starlight adds once
 * `site` is set goes: the site has no sitemap.
 */
import { defineRouteMiddleware, type StarlightRouteData } from '@astrojs/starlight/route-data';
import { gameById } from '../../engine/games';
import { pagePreview } from './catalogue';
import { previewTags, withTags } from './head';

export const onRequest = defineRouteMiddleware((context) => {
  // Starlight puts the route data on locals; its Locals typing is not loaded in this project's tsconfig.
  const route = (context.locals as { starlightRoute: StarlightRouteData }).starlightRoute;
  route.head = route.head.filter((entry) => !(entry.tag === 'link' && entry.attrs?.rel === 'sitemap'));
  const [gameId, slug, ...rest] = context.url.pathname.replace(import.meta.env.BASE_URL, '/').split('/').filter(Boolean);
  const game = gameId ? gameById(gameId) : undefined;
  const preview = game && slug && rest.length === 0 ? pagePreview(game, slug) : undefined;
  if (!preview || !context.site) return;
  route.head = withTags(route.head, previewTags(preview, context.url.pathname, context.site, import.meta.env.BASE_URL));
});
