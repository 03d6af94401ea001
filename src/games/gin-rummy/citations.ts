/** Gin Rummy's paragraph numbers as links to their permalinks (/gin-rummy/r/10), titled from the engine's paragraph list. */
import { citationView, type CitationView, type Paragraphs } from '../../components/sandbox/step-view';
import { findParagraph } from '../../../engine/gin-rummy/paragraphs';

export const GIN_PARAGRAPHS: Paragraphs = {
  gameId: 'gin-rummy',
  title: (number) => {
    const found = findParagraph(number);
    return found ? `${number} ${found.paragraph.title}` : null;
  },
};

export function ginCitation(number: string): CitationView {
  return citationView(number, GIN_PARAGRAPHS);
}
