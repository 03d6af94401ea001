/** Starlight route middleware (astro.config.mjs routeMiddleware): each page's sidebar focused on its own game. */
import { defineRouteMiddleware, type StarlightRouteData } from '@astrojs/starlight/route-data';
import { BASE } from '../base-path';
import { focusSidebar, type FocusEntry } from './focus-sidebar';

export const onRequest = defineRouteMiddleware((context) => {
  // Starlight puts the route data on locals; its Locals typing is not loaded in this project's tsconfig.
  const route = (context.locals as { starlightRoute: StarlightRouteData }).starlightRoute;
  route.sidebar = focusSidebar(route.sidebar as FocusEntry[], context.url.pathname, BASE) as typeof route.sidebar;
});
