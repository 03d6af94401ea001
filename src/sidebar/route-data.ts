/** Starlight route middleware (astro.config.mjs routeMiddleware): each page's sidebar focused on its own game, English-only pages linked as such. */
import { defineRouteMiddleware, type StarlightRouteData } from '@astrojs/starlight/route-data';
import { BASE } from '../base-path';
import { englishOnlyLinks } from './edition-links';
import { focusSidebar, type FocusEntry } from './focus-sidebar';

export const onRequest = defineRouteMiddleware((context) => {
  // Starlight puts the route data on locals; its Locals typing is not loaded in this project's tsconfig.
  const route = (context.locals as { starlightRoute: StarlightRouteData }).starlightRoute;
  const entries = englishOnlyLinks(route.sidebar as FocusEntry[], BASE);
  route.sidebar = focusSidebar(entries, context.url.pathname, BASE) as typeof route.sidebar;
});
