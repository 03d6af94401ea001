/**
 * The 404 page reads the address it was served for (NotFound.astro): an
 * unknown paragraph of a game gets its nearest paragraphs, any other address
 * under a game the list of its paragraphs. Other addresses keep the page's
 * own words.
 */
import { withoutBase } from '../../base-path';
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

function answerAddress(box: HTMLElement, games: readonly PackedRuleIndex[]): void {
  const [gameId, kind, ...rest] = withoutBase(location.pathname).split('/').filter(Boolean);
  const packed = games.find((g) => g.game === gameId);
  if (!packed) return;
  const index = unpackRuleIndex(packed);
  if (kind === 'r' && rest.length > 0) {
    const asked = decoded(rest.join('/'));
    showAnswer(box, index, lookUpRule(index, asked), asked);
  } else {
    const lead = document.createElement('p');
    lead.textContent = `${index.title} has no page at this address.`;
    box.replaceChildren(lead, allParagraphsLink(index));
  }
  box.hidden = false;
}

const box = document.querySelector<HTMLElement>('.goto-404');
const data = document.querySelector('script.goto-404-index')?.textContent;
if (box && data) answerAddress(box, JSON.parse(data) as PackedRuleIndex[]);
