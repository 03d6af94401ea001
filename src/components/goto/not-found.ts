/**
 * The 404 page reads the address it was served for (NotFound.astro): an
 * unknown paragraph of a game gets its nearest paragraphs, any other address
 * under a game the list of its paragraphs. Other addresses keep the page's
 * own words. A static host answers every unknown address with the English
 * page; for an address under /de/ that page hands over to the German 404
 * page (?from=<address>), which answers in German and puts the asked address
 * back in the address bar.
 */
import { withBase, withoutBase } from '../../base-path';
import { splitEdition } from '../../i18n/editions';
import { GOTO_WORDS } from '../../i18n/goto-words';
import { allParagraphsLink, showAnswer } from './answer-view';
import { lookUpRule, unpackRuleIndex, type PackedRuleIndex } from './rule-lookup';

/** "%C2%A77.3" -> "§7.3"; a broken escape is taken as it stands. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function answerAddress(box: HTMLElement, games: readonly PackedRuleIndex[], address: string): void {
  const { locale, path } = splitEdition(withoutBase(address));
  const [gameId, kind, ...rest] = path.split('/').filter(Boolean);
  const packed = games.find((g) => g.game === gameId);
  if (!packed) return;
  const index = unpackRuleIndex(packed);
  if (kind === 'r' && rest.length > 0) {
    const asked = decoded(rest.join('/'));
    showAnswer(box, index, lookUpRule(index, asked), asked);
  } else {
    const words = GOTO_WORDS[locale];
    const lead = document.createElement('p');
    lead.textContent = words.noPageHere(index.title);
    const parts: HTMLElement[] = [lead, allParagraphsLink(index)];
    if (locale !== 'en') {
      // A German page not written yet (a tool page) may exist in English.
      const english = document.createElement('a');
      english.href = withBase(path);
      english.textContent = words.inEnglish;
      english.hreflang = 'en';
      const p = document.createElement('p');
      p.append(english);
      parts.push(p);
    }
    box.replaceChildren(...parts);
  }
  box.hidden = false;
}

/** The address asked for: the page's own, or the one the English 404 page handed over. */
function askedAddress(): string {
  const from = new URLSearchParams(location.search).get('from');
  return from && from.startsWith('/') && !from.startsWith('//') ? from : location.pathname;
}

const box = document.querySelector<HTMLElement>('.goto-404');
const data = document.querySelector('script.goto-404-index')?.textContent;
const address = askedAddress();
const asked = splitEdition(withoutBase(address)).locale;
// Handed over once only: should the German page be missing, the English one answers rather than loop.
const handedOver = new URLSearchParams(location.search).has('from');
if (box && asked === 'de' && box.dataset.edition === 'en' && box.dataset.germanNotFound && !handedOver) {
  location.replace(`${box.dataset.germanNotFound}?from=${encodeURIComponent(address)}${location.hash}`);
} else if (box && data) {
  answerAddress(box, JSON.parse(data) as PackedRuleIndex[], address);
  if (address !== location.pathname) history.replaceState(history.state, '', `${address}${location.hash}`);
}
