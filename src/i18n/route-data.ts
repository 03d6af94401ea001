/**
 * Starlight route middleware (astro.config.mjs routeMiddleware): each page's
 * hreflang links and canonical in the two editions (alternates.ts), and
 * German fallback pages kept out of the search: Pagefind would file their
 * English text in the German index (src/plugins/search-index.ts).
 */
import { defineRouteMiddleware, type StarlightRouteData } from '@astrojs/starlight/route-data';
import { withBase, withoutBase } from '../base-path';
import { editionHead } from './alternates';
import { pageKind, splitEdition, switchEdition } from './editions';
import { writtenPages } from './pages';

export const onRequest = defineRouteMiddleware(async (context) => {
  // Starlight puts the route data on locals; its Locals typing is not loaded in this project's tsconfig.
  const route = (context.locals as { starlightRoute: StarlightRouteData }).starlightRoute;
  const path = withoutBase(context.url.pathname);
  const { locale, path: english } = splitEdition(path);
  const fallback = route.isFallback === true;
  const other = locale === 'en' ? 'de' : 'en';
  const paired = !fallback && pageKind(switchEdition(path, other), await writtenPages()) === 'written';
  const canonical = fallback && context.site ? new URL(withBase(english), context.site).href : undefined;
  route.head = editionHead(route.head, { paired, canonical });
  // A copy: the entry is the English page's own, shared with its English route.
  if (fallback) route.entry = { ...route.entry, data: { ...route.entry.data, pagefind: false } };
});
