/**
 * On every built page (injected by src/plugins/offline/index.ts): once the
 * page has loaded and the browser is idle, load the part that registers the
 * service worker (register.ts, with workbox-window). A reader's first paint
 * and first tap never wait for it, and a page carries a few hundred bytes
 * until then.
 */
function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 200);
}

if ('serviceWorker' in navigator) {
  const start = () => whenIdle(() => void import('./register').then((m) => m.registerWorker()));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
