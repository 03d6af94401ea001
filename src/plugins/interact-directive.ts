/**
 * `client:interact="<anchor>"`: an island that hydrates when the reader acts
 * on it, not when it is merely on screen. A rules page carries one example
 * per paragraph; hydrating each as it scrolls by would load the engine's
 * table views and re-render every sandbox while the reader only reads. Until
 * then the island shows the server's poster of the example (its position in
 * words and two buttons), which costs a few elements and no JavaScript.
 *
 * What wakes the island:
 * - a press (pointerdown) anywhere in it, or Enter, Space or an arrow key
 *   while focus is in it; when the press or key is on a control with
 *   `data-intent`, that intent is left on the island (`data-intent`) for the
 *   component to carry out once it is running, so the first tap is not lost
 *   (a later press while it loads replaces it: the last one counts);
 *   a press also leaves `data-pressed`, so the component keeps focus in the
 *   example even when it drew before the browser moved focus;
 * - a page address that points into this example (`#<anchor>/step-2`,
 *   `#<anchor>/play=...`), or a bare `#play=` link for the first example of
 *   the page, on load and on every hash change;
 * - an entry of the browser's history that kept this example's state (Back,
 *   Forward, a reload: src/components/sandbox/example-history.ts).
 *
 * What only fetches the code, so that the wake is instant (issue 24): the
 * poster coming within NEAR of the screen, once the browser is idle (not
 * when the reader's browser asks to save data); the pointer entering it, a
 * touch starting on it, focus. Once the island's code
 * has loaded, the island gets a `gs:prefetch` event, on which the
 * component's module fetches what the example needs (src/games/Example.tsx).
 * None of this hydrates or re-renders anything.
 *
 * A link to a game played from this example may carry the position it has
 * reached in words (play-hash.ts view): it is drawn into the poster at once,
 * as the page is parsed, before any code has loaded.
 */
import type { ClientDirective } from 'astro';
import { entryOf, linkedViewOf } from '../components/sandbox/example-history';
import { prefetchFrames } from '../components/sandbox/frames-cache';
import { pressedIntent } from '../components/sandbox/pressed-intent';
import { LINKED_LABEL, readPageHash } from '../components/sandbox/play-hash';
import { localeOf } from '../i18n/editions';
import { pageLists, prefetchLater, preload } from './preload-lists';

const WAKING_KEYS = new Set(['Enter', ' ', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);

/** How near the screen a poster must come for its code and positions to be fetched. */
const NEAR = '600px 0px';

/** Runs `task` when the browser is idle (at most a second later), or soon where it cannot tell. */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 1000 });
  else setTimeout(task, 200);
}

/** The reader asked the browser to save data: fetch nothing in advance, only on a touch or the pointer. */
const saveData = () => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/** Examples waking on this page: while one does, the others fetch nothing in advance (they would only slow it down). */
let waking = 0;

/** How long after stepping's files play mode's are fetched, when only nearing the screen asked for them: they are large, and the reader may tap meanwhile. */
const PLAY_LATER_MS = 2000;

/**
 * Fetches what the island's example needs: its frames and, from the page's
 * lists (example-preloads.ts), every file stepping through needs, all at
 * once, with `then` (the island's own code): after them when only nearing
 * the screen asked (`play` false: nothing is waiting for it), alongside them
 * when the example wakes. Then the files of play mode: at once when `play`
 * is 'now' (a link to a played game), once the browser is idle after the
 * woken example has drawn, a little later, idle and into the cache only
 * (prefetchLater) when it only neared the screen.
 */
function fetchAhead<T>(el: HTMLElement, play: boolean | 'now', then: () => Promise<T>): Promise<T> {
  // Only examples (posters with frames) bring the page's lists; another island (a worked score sheet) fetches its own code alone.
  const frames = el.querySelector('[data-frames]')?.getAttribute('data-frames');
  if (frames) prefetchFrames(frames).catch(() => undefined);
  const lists = frames ? pageLists() : null;
  if (!lists) return then();
  if (play === 'now') void preload(lists.play);
  const stepping = preload(lists.step);
  const done = play ? Promise.all([stepping, then()]).then(([, result]) => result) : stepping.then(then);
  return done.then((result) => {
    // Waking: the island draws step 1 first; a modulepreload compiles what it fetches, which would compete with that render.
    if (play) whenIdle(() => void preload(lists.play));
    // Only near the screen: into the cache, uncompiled, so that a tap meanwhile finds the main thread free.
    else setTimeout(() => whenIdle(() => prefetchLater(lists.play)), PLAY_LATER_MS);
    return result;
  });
}

/** Whether the address or the history entry asks this example for a played game. */
function wantsPlay(anchor: string | null): boolean {
  const hash = readPageHash(window.location.hash);
  if (hash?.play != null && (hash.anchor === anchor || hash.anchor === null)) return true;
  return anchor !== null && entryOf(history.state, anchor)?.kind === 'play';
}

/** Draws a linked game's position into the poster (text only), as the poster's component will. */
function drawLinked(el: HTMLElement, lines: readonly string[]): void {
  const list = el.querySelector('.gs-poster__position');
  if (!list) return;
  list.replaceChildren(
    ...lines.map((line) => {
      const item = document.createElement('li');
      item.textContent = line;
      return item;
    }),
  );
  // No island has hydrated yet, so no LocaleContext: the page's own language says which words.
  list.setAttribute('aria-label', LINKED_LABEL[localeOf(document.documentElement.lang)]);
  list.setAttribute('data-linked', '');
}

const interactDirective: ClientDirective = (load, options, el) => {
  const anchor = typeof options.value === 'string' ? options.value : null;
  let loading: ReturnType<typeof load> | null = null;
  let woken = false;
  let prefetched = false;
  const fetchCode = () => (loading ??= load());

  const targeted = () => {
    const hash = window.location.hash;
    if (anchor && (hash.startsWith(`#${anchor}/`) || entryOf(history.state, anchor) !== null)) return true;
    return hash.startsWith('#play=') && document.querySelector('astro-island[client="interact"]') === el;
  };

  /** What the example needs, then the island's code, then (the component's module listens for gs:prefetch) its game's sandbox. */
  const prefetch = () => {
    if (prefetched || woken || waking > 0) return;
    prefetched = true;
    fetchAhead(el, false, fetchCode).then(
      () => el.dispatchEvent(new CustomEvent('gs:prefetch', { bubbles: true })),
      () => (prefetched = false),
    );
  };

  const wake = async (intent: string | null) => {
    if (intent) el.dataset.intent = intent;
    if (woken) return;
    woken = true;
    stop();
    waking++;
    try {
      const hydrate = await fetchAhead(el, intent === 'play' || wantsPlay(anchor) ? 'now' : true, fetchCode);
      await hydrate();
    } finally {
      waking--;
      // Until now a later press only changed the intent (the last one counts); from here the poster's own buttons do.
      el.removeEventListener('pointerdown', onPress);
      el.removeEventListener('keydown', onKey);
    }
  };

  // A press moves focus into the poster only after pointerdown; with everything fetched the sandbox may be drawn before that, so the press itself says "keep focus here".
  const onPress = (e: Event) => {
    el.dataset.pressed = '';
    void wake(pressedIntent(e.target));
  };
  const onKey = (e: KeyboardEvent) => {
    if (!WAKING_KEYS.has(e.key) || e.altKey || e.ctrlKey || e.metaKey) return;
    const intent = pressedIntent(e.target) ?? (e.key === 'ArrowRight' ? 'forward' : e.key === 'End' ? 'last' : null);
    if (e.key === 'Enter' || e.key === ' ') e.preventDefault();
    void wake(intent);
  };
  const onHistory = () => targeted() && void wake(null);
  const near =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && (near?.disconnect(), whenIdle(prefetch)), { rootMargin: NEAR })
      : null;

  el.addEventListener('pointerdown', onPress);
  el.addEventListener('keydown', onKey);
  el.addEventListener('focusin', prefetch);
  el.addEventListener('pointerover', prefetch);
  el.addEventListener('touchstart', prefetch, { passive: true });
  window.addEventListener('hashchange', onHistory);
  window.addEventListener('popstate', onHistory);
  // The island itself has no box (display: contents); its poster has.
  if (saveData()) near?.disconnect();
  else if (near) near.observe(el.firstElementChild ?? el);
  else whenIdle(prefetch);
  function stop() {
    near?.disconnect();
    el.removeEventListener('focusin', prefetch);
    el.removeEventListener('pointerover', prefetch);
    el.removeEventListener('touchstart', prefetch);
    window.removeEventListener('hashchange', onHistory);
    window.removeEventListener('popstate', onHistory);
  }
  const view = anchor ? linkedViewOf(readPageHash(window.location.hash), history.state, anchor) : null;
  if (view) drawLinked(el, view);
  onHistory();
};

export default interactDirective;
