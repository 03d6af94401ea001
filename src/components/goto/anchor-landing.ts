/**
 * Landing on a paragraph: an address such as /gress/7-jacks/#7-3 (where the
 * box, a permalink or a citation leads) puts the heading under the header,
 * and then the page's scripts change the height of what lies above it (the
 * examples' posters settle smaller than the server drew them) and the heading
 * slides up under the header, out of sight. So while the page settles, and
 * until the reader scrolls or touches anything, the heading is put back where
 * the browser first put it. Only paragraph anchors (#7-3, #10), only on a
 * fresh visit: a return through history keeps the place the reader left.
 */
const PARAGRAPH_ANCHOR = /^\d+(?:-\d+)*$/;
/** How long after the load event a late change may still move the heading. */
const SETTLE_MS = 3000;

function freshVisit(): boolean {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type !== 'back_forward';
}

export function keepParagraphInView(): void {
  const id = decodeURIComponent(location.hash.slice(1));
  if (!PARAGRAPH_ANCHOR.test(id) || !freshVisit()) return;
  const heading = document.getElementById(id);
  if (!heading) return;
  const stops = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const observer = new ResizeObserver(() => realign());
  const stop = () => {
    observer.disconnect();
    for (const type of stops) removeEventListener(type, stop, true);
  };
  /** Where the browser puts a fragment's target: its scroll-padding (Starlight's header and a little air) from the top. */
  const wanted = () => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  function realign() {
    if (Math.abs(heading!.getBoundingClientRect().top - wanted()) > 2) heading!.scrollIntoView();
  }
  for (const type of stops) addEventListener(type, stop, { capture: true, passive: true });
  observer.observe(document.body);
  const settle = () => setTimeout(stop, SETTLE_MS);
  if (document.readyState === 'complete') settle();
  else addEventListener('load', settle, { once: true });
}
