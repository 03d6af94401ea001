/**
 * Starlight route middleware (astro.config.mjs routeMiddleware): a rulebook
 * page's link preview. A page of a section shows the section's preview (its
 * first example's table, /og/<game>/r/<n>.png); another page with an example
 * (the overview, a first game) its own. The sitemap link Starlight adds once
 * `site` is set goes: the site has no sitemap.
 */
import { defineRouteMiddleware, type StarlightRouteData } from '@astrojs/starlight/route-data';
import { gameById } from '../../engine/games';
import { splitEdition } from '../i18n/editions';
import { pagePreview } from './catalogue';
import { pictureTags, previewTags, withTags } from './head';

export const onRequest = defineRouteMiddleware((context) => {
  // Starlight puts the route data on locals; its Locals typing is not loaded in this project's tsconfig.
  const route = (context.locals as { starlightRoute: StarlightRouteData }).starlightRoute;
  route.head = route.head.filter((entry) => !(entry.tag === 'link' && entry.attrs?.rel === 'sitemap'));
  // A German page (/de/gress/7-jacks/) shows its English page's picture: the table it draws has no words to translate.
  const { locale, path } = splitEdition(context.url.pathname.replace(import.meta.env.BASE_URL, '/'));
  const [gameId, slug, ...rest] = path.split('/').filter(Boolean);
  const game = gameId ? gameById(gameId) : undefined;
  const preview = game && slug && rest.length === 0 ? pagePreview(game, slug) : undefined;
  if (!preview || !context.site) return;
  const tags = previewTags(preview, context.url.pathname, context.site, import.meta.env.BASE_URL);
  route.head = withTags(route.head, locale === 'en' ? tags : pictureTags(tags));
});
