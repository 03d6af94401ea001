/**
 * What a press or key on a poster asks for: the `data-intent` of the control
 * it landed on ("forward", "play", ...), or null. Shared by the directive
 * that wakes an example (src/plugins/interact-directive.ts) and the loading
 * poster (WakingSandbox.tsx), so both read a press alike. No JSX here: the
 * directive is inlined into every page.
 */
export const pressedIntent = (target: EventTarget | null): string | null =>
  target instanceof Element ? (target.closest('[data-intent]')?.getAttribute('data-intent') ?? null) : null;
