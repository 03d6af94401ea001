/**
 * "This rulebook has been updated": the notice a page shows when a new
 * build's service worker has taken over (register.ts). Plain DOM, since it
 * can appear on any page, most of which have no islands; styled with
 * Starlight's colours so it reads in both themes. Reload loads the page
 * from the new build; Dismiss keeps reading the old one. In the page's
 * language (its <html lang>, read by register.ts).
 */
import type { Locale } from '../../../engine/core/messages';

export const NOTICE_CLASS = 'rb-update';

const CSS = `
.${NOTICE_CLASS} { position: fixed; inset-inline: 0.75rem; bottom: 0.75rem; z-index: 100; margin-inline: auto; max-width: 32rem;
  display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 0.75rem; padding: 0.75rem 1rem;
  background: var(--sl-color-gray-6); color: var(--sl-color-white); border: 1px solid var(--sl-color-gray-4);
  border-radius: 0.5rem; box-shadow: var(--sl-shadow-md); font-size: var(--sl-text-sm); }
.${NOTICE_CLASS} p { margin: 0; flex: 1 1 14rem; }
.${NOTICE_CLASS} button { font: inherit; min-height: 2.75rem; padding: 0.25rem 0.9rem; border-radius: 0.35rem; cursor: pointer;
  border: 1px solid var(--sl-color-gray-3); background: transparent; color: var(--sl-color-white); }
.${NOTICE_CLASS} button.${NOTICE_CLASS}__reload { background: var(--sl-color-text-accent); color: var(--sl-color-black); border-color: transparent; font-weight: 600; }
@media print { .${NOTICE_CLASS} { display: none; } }
`;

const WORDS: Readonly<Record<Locale, { readonly text: string; readonly reload: string; readonly dismiss: string }>> = {
  en: {
    text: 'This rulebook has been updated, and the copy kept on this device with it. Reload to read the new version.',
    reload: 'Reload',
    dismiss: 'Dismiss',
  },
  de: {
    text: 'Dieses Regelbuch wurde aktualisiert, die Kopie auf diesem Gerät ebenso. Lade die Seite neu, um die neue Fassung zu lesen.',
    reload: 'Neu laden',
    dismiss: 'Schließen',
  },
};

export function showUpdateNotice(locale: Locale = 'en'): HTMLElement {
  const words = WORDS[locale];
  const existing = document.querySelector<HTMLElement>(`.${NOTICE_CLASS}`);
  if (existing) return existing;
  const style = document.createElement('style');
  style.textContent = CSS;
  document.head.append(style);
  const notice = document.createElement('div');
  notice.className = NOTICE_CLASS;
  notice.setAttribute('role', 'status');
  const text = document.createElement('p');
  text.textContent = words.text;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = `${NOTICE_CLASS}__reload`;
  reload.textContent = words.reload;
  reload.addEventListener('click', () => window.location.reload());
  const dismiss = document.createElement('button');
  dismiss.type = 'button';
  dismiss.textContent = words.dismiss;
  dismiss.addEventListener('click', () => notice.remove());
  notice.append(text, reload, dismiss);
  document.body.append(notice);
  return notice;
}
