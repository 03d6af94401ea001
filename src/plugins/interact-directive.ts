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
 *   component to carry out once it is running, so the first tap is not lost;
 * - a page address that points into this example (`#<anchor>/step-2`,
 *   `#<anchor>/play=...`), or a bare `#play=` link for the first example of
 *   the page, on load and on every hash change.
 * Focus or a hover only fetches the code (no re-render the reader did not ask for).
 */
import type { ClientDirective } from 'astro';

const WAKING_KEYS = new Set(['Enter', ' ', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);

const interactDirective: ClientDirective = (load, options, el) => {
  const anchor = typeof options.value === 'string' ? options.value : null;
  let loading: ReturnType<typeof load> | null = null;
  let woken = false;
  const fetchCode = () => (loading ??= load());

  const targeted = () => {
    const hash = window.location.hash;
    if (anchor && hash.startsWith(`#${anchor}/`)) return true;
    return hash.startsWith('#play=') && document.querySelector('astro-island[client="interact"]') === el;
  };

  const wake = async (intent: string | null) => {
    if (intent) el.dataset.intent = intent;
    if (woken) return;
    woken = true;
    stop();
    const hydrate = await fetchCode();
    await hydrate();
  };

  const intentOf = (target: EventTarget | null) => (target instanceof Element ? (target.closest('[data-intent]')?.getAttribute('data-intent') ?? null) : null);
  const onPress = (e: Event) => void wake(intentOf(e.target));
  const onKey = (e: KeyboardEvent) => {
    if (!WAKING_KEYS.has(e.key) || e.altKey || e.ctrlKey || e.metaKey) return;
    const intent = intentOf(e.target) ?? (e.key === 'ArrowRight' ? 'forward' : e.key === 'End' ? 'last' : null);
    if (e.key === 'Enter' || e.key === ' ') e.preventDefault();
    void wake(intent);
  };
  const onHash = () => targeted() && void wake(null);
  const onFocus = () => void fetchCode();

  el.addEventListener('pointerdown', onPress);
  el.addEventListener('keydown', onKey);
  el.addEventListener('focusin', onFocus);
  el.addEventListener('pointerover', onFocus);
  window.addEventListener('hashchange', onHash);
  function stop() {
    el.removeEventListener('pointerdown', onPress);
    el.removeEventListener('keydown', onKey);
    el.removeEventListener('focusin', onFocus);
    el.removeEventListener('pointerover', onFocus);
    window.removeEventListener('hashchange', onHash);
  }
  onHash();
};

export default interactDirective;
