/** Starlight route middleware (astro.config.mjs routeMiddleware): each page's sidebar focused on its own game, English-only pages linked as such. */
import { defineRouteMiddleware, type StarlightRouteData } from '@astrojs/starlight/route-data';
import { BASE } from '../base-path';
import { englishOnlyLinks, toEnglish } from './edition-links';
import { focusSidebar, type FocusEntry, type FocusLink } from './focus-sidebar';

export const onRequest = defineRouteMiddleware((context) => {
  // Starlight puts the route data on locals; its Locals typing is not loaded in this project's tsconfig.
  const route = (context.locals as { starlightRoute: StarlightRouteData }).starlightRoute;
  const entries = englishOnlyLinks(route.sidebar as FocusEntry[], BASE);
  route.sidebar = focusSidebar(entries, context.url.pathname, BASE) as typeof route.sidebar;
  // Previous and Next come from the sidebar as Starlight made it, before this: the same links, the same fix.
  const { prev, next } = route.pagination;
  route.pagination = {
    prev: prev && (toEnglish(prev as FocusLink, BASE) as typeof prev),
    next: next && (toEnglish(next as FocusLink, BASE) as typeof next),
  };
});
