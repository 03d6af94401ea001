/**
 * Registers the service worker (<base>sw.js, built by
 * src/plugins/offline/index.ts) with workbox-window, scoped to the site's
 * base. When a new build's worker takes control of an open page, its caches
 * have replaced the old ones: the page says so and offers a reload, and the
 * games the reader kept are kept again from the new build (keep.ts).
 */
import { Workbox } from 'workbox-window';
import { BASE } from '../../base-path';
import { localeOf } from '../../i18n/editions';
import { keepAgain } from './keep';
import { showUpdateNotice } from './update-notice';

let workbox: Workbox | null = null;

export function registerWorker(): Workbox {
  if (workbox) return workbox;
  const wb = new Workbox(`${BASE}sw.js`, { scope: BASE });
  wb.addEventListener('controlling', (event) => {
    // isUpdate: a worker controlled the page when it registered; isExternal: the
    // new worker was found later (another tab, an update check). Either way a
    // new build now answers this page, from new caches.
    if (event.isUpdate || event.isExternal) {
      showUpdateNotice(localeOf(document.documentElement.lang));
      void keepAgain();
    }
  });
  void wb
    .register()
    .then(() => (navigator.serviceWorker.controller ? keepAgain() : undefined))
    .catch(() => {
      // No worker (a private window, an insecure origin): the site works online as before.
    });
  workbox = wb;
  return wb;
}
