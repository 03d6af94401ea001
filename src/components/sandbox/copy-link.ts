/**
 * "Copy link" and "Link": put a fragment into the page address (replacing the
 * history entry, not adding one) and copy a URL for it to the clipboard.
 * The URL is known at once, so it can be shown while the clipboard answers;
 * `copied` resolves false when there is no clipboard or it refuses, and the
 * reader copies the shown URL by hand.
 */
import { readPageHash } from './play-hash';

/**
 * The URL to share for a fragment of this page. An example, or a step of it
 * (#scenario-x, #scenario-x/step-2), goes by the example's own address, named
 * by its section's data-link (/<game>/examples/<id>/#step-2): that page
 * carries the example's link preview, which a chat cannot find behind a #,
 * and leads on to the same fragment here. A played game (#...play=) keeps
 * this page's address: it opens without the extra hop, and the example's
 * picture would not show the game played on.
 */
export function shareUrl(fragment: string, doc: Pick<Document, 'getElementById'>, here: string): string {
  const hash = readPageHash(fragment);
  if (!hash?.anchor || hash.play !== null) return here;
  const link = doc.getElementById(hash.anchor)?.getAttribute('data-link');
  if (!link) return here;
  return new URL(`${link}${hash.step ? `#step-${hash.step}` : ''}`, here).href;
}

export function copyPageLink(fragment: string): { url: string; copied: Promise<boolean> } {
  history.replaceState(history.state, '', fragment);
  const url = shareUrl(fragment, document, window.location.href);
  const clip = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
  const copied = clip && typeof clip.writeText === 'function' ? clip.writeText(url).then(() => true, () => false) : Promise.resolve(false);
  return { url, copied };
}
