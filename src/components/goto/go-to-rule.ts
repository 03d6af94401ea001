/**
 * The "go to a rule" box at work (GoToRule.astro): the key G opens it, a
 * known number leads to its paragraph, anything else is answered in the box.
 * A custom element, as Starlight's own header parts are, so it wakes as soon
 * as the header is parsed, with no framework.
 */
import { withBase } from '../../base-path';
import { keepParagraphInView } from './anchor-landing';
import { showAnswer } from './answer-view';
import { lookUpRule, unpackRuleIndex, type PackedRuleIndex } from './rule-lookup';

/** Keys typed into a field, or with Ctrl, Alt or Meta (the browser's own), are not shortcuts. */
function isShortcut(e: KeyboardEvent): boolean {
  if (e.key !== 'g' && e.key !== 'G') return false;
  if (e.ctrlKey || e.metaKey || e.altKey || e.repeat || e.isComposing || e.defaultPrevented) return false;
  const target = e.target instanceof Element ? e.target : null;
  if (target?.closest('input, select, textarea, [contenteditable]:not([contenteditable="false"])')) return false;
  // A modal dialog open (the search) keeps its keys.
  return document.querySelector('dialog[open]') === null;
}

/** Goes to a paragraph: on this page by its anchor (again, if the address already has it), else by loading its page. */
function go(href: string): void {
  const url = new URL(withBase(href), location.href);
  if (url.pathname !== location.pathname) return location.assign(url.href);
  if (url.hash && url.hash !== location.hash) {
    location.hash = url.hash;
    return;
  }
  const id = decodeURIComponent(url.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  (target ?? document.documentElement).scrollIntoView();
}

class GoToRule extends HTMLElement {
  connectedCallback() {
    const panel = this.querySelector<HTMLElement>('.goto-panel');
    const form = this.querySelector<HTMLFormElement>('.goto-form');
    const input = this.querySelector<HTMLInputElement>('.goto-input');
    const answer = this.querySelector<HTMLElement>('.goto-answer');
    const data = this.querySelector('script.goto-index')?.textContent;
    if (!panel || !form || !input || !answer || !data) return;
    const index = unpackRuleIndex(JSON.parse(data) as PackedRuleIndex);

    // Each opening starts afresh. Not in 'toggle', which comes after the field has focus (autofocus) and may come after the first key typed.
    panel.addEventListener('beforetoggle', (e) => {
      if ((e as ToggleEvent).newState !== 'open') return;
      answer.replaceChildren();
      input.value = '';
    });
    panel.addEventListener('toggle', (e) => {
      if ((e as ToggleEvent).newState === 'open' && document.activeElement !== input) input.focus();
    });
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      const lookup = lookUpRule(index, input.value);
      if (lookup.kind === 'found') {
        panel.hidePopover();
        go(lookup.entry.href);
        return;
      }
      showAnswer(answer, index, lookup, input.value);
    });
    // A link of the answer may lead to this very page: the box closes either way.
    answer.addEventListener('click', (e) => {
      if (e.target instanceof Element && e.target.closest('a')) panel.hidePopover();
    });
    document.addEventListener('keydown', (e) => {
      if (!isShortcut(e) || panel.matches(':popover-open')) return;
      e.preventDefault();
      panel.showPopover();
    });
  }
}

if (!customElements.get('go-to-rule')) customElements.define('go-to-rule', GoToRule);
keepParagraphInView();
