/**
 * The preview itself: one modal <dialog>, made on first use, that shows a
 * paragraph's number, heading and first sentences with "Open" and "Close".
 * Modal, so focus moves into it and stays there, and Escape closes it (the
 * browser's own dialog behaviour); on closing, focus goes back to the
 * citation. It sits below the citation (above it when there is no room),
 * inside the viewport on any screen down to 320 px.
 */
import css from './cite.css?inline';
import { citeWordsFor } from '../../i18n/cite-words';

export interface PreviewContent {
  /** "Gress" */
  readonly game: string;
  readonly number: string;
  readonly heading: string;
  readonly text: string;
  /** Where "Open" goes, under the site's base. */
  readonly href: string;
}

const GAP = 8;

let dialog: HTMLDialogElement | null = null;
let returnTo: HTMLElement | null = null;

function part<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, parent: HTMLElement): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.className = className;
  parent.append(el);
  return el;
}

function create(): HTMLDialogElement {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  const d = document.createElement('dialog');
  d.className = 'cite-preview';
  d.dataset.citePreview = '';
  d.setAttribute('aria-labelledby', 'cite-preview-title');
  d.setAttribute('aria-describedby', 'cite-preview-text');
  part('p', 'cite-preview__game', d);
  const title = part('h2', 'cite-preview__title', d);
  title.id = 'cite-preview-title';
  part('span', 'cite-preview__number', title);
  part('span', 'cite-preview__heading', title);
  part('p', 'cite-preview__text', d).id = 'cite-preview-text';
  const actions = part('p', 'cite-preview__actions', d);
  const open = part('a', 'cite-preview__open', actions);
  const close = part('button', 'cite-preview__close', actions);
  close.type = 'button';
  close.textContent = citeWordsFor(document.documentElement.lang).close;
  close.addEventListener('click', () => d.close());
  // A plain click on "Open" leaves with the dialog closed (a link to this page's own anchor does not unload it).
  open.addEventListener('click', (event) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    returnTo = null;
    d.close();
  });
  // A tap on the backdrop (the dialog's own box, outside its content) closes it.
  d.addEventListener('click', (event) => {
    const r = d.getBoundingClientRect();
    if (event.target === d && (event.clientX < r.left || event.clientX > r.right || event.clientY < r.top || event.clientY > r.bottom)) d.close();
  });
  d.addEventListener('close', () => {
    returnTo?.focus();
    returnTo = null;
  });
  document.body.append(d);
  return d;
}

/** Puts the dialog below `anchor`, or above it when below has no room, within the viewport. */
function place(d: HTMLDialogElement, anchor: HTMLElement): void {
  const a = anchor.getBoundingClientRect();
  const box = d.getBoundingClientRect();
  const below = a.bottom + GAP;
  const top = below + box.height <= innerHeight - GAP || a.top - GAP - box.height < GAP ? below : a.top - GAP - box.height;
  d.style.top = `${Math.max(GAP, Math.min(top, innerHeight - GAP - box.height))}px`;
  d.style.left = `${Math.max(GAP, Math.min(a.left, innerWidth - GAP - box.width))}px`;
}

function fill(d: HTMLDialogElement, content: PreviewContent | { number: string; loading: true }): void {
  const q = (selector: string) => d.querySelector(selector)!;
  const loading = 'loading' in content;
  const words = citeWordsFor(document.documentElement.lang);
  q('.cite-preview__game').textContent = loading ? '' : words.paragraphOf(content.game);
  q('.cite-preview__number').textContent = content.number;
  q('.cite-preview__heading').textContent = loading ? '' : content.heading;
  q('.cite-preview__text').textContent = loading ? words.loading : content.text;
  const open = q('.cite-preview__open') as HTMLAnchorElement;
  open.textContent = words.open(content.number);
  if (!loading) open.href = content.href;
  open.toggleAttribute('hidden', loading);
  d.setAttribute('aria-busy', String(loading));
}

/** Opens (or updates) the preview for `citation`; focus goes to "Open" once the text is there. */
export function showPreview(citation: HTMLElement, content: PreviewContent | { number: string; loading: true }): void {
  dialog ??= create();
  fill(dialog, content);
  if (!dialog.open) {
    returnTo = citation;
    dialog.showModal();
  }
  place(dialog, citation);
  if (!('loading' in content)) (dialog.querySelector('.cite-preview__open') as HTMLElement).focus();
  else (dialog.querySelector('.cite-preview__close') as HTMLElement).focus();
}

/** Closes the preview (focus back on the citation). */
export function closePreview(): void {
  dialog?.close();
}

/** Whether the preview is open for `citation`. */
export function previewOpenFor(citation: HTMLElement): boolean {
  return dialog?.open === true && returnTo === citation;
}
