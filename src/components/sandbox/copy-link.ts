/**
 * "Copy link" and "Link": put a fragment into the page address (replacing the
 * history entry, not adding one) and copy the whole URL to the clipboard.
 * The URL is known at once, so it can be shown while the clipboard answers;
 * `copied` resolves false when there is no clipboard or it refuses, and the
 * reader copies the shown URL by hand.
 */
export function copyPageLink(fragment: string): { url: string; copied: Promise<boolean> } {
  history.replaceState(history.state, '', fragment);
  const url = window.location.href;
  const clip = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
  const copied = clip && typeof clip.writeText === 'function' ? clip.writeText(url).then(() => true, () => false) : Promise.resolve(false);
  return { url, copied };
}
