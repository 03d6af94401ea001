/** SENS's paragraph numbers as links to their permalinks (/sens/r/9.3), titled from the engine's paragraph list. */
import { citationView, type CitationView, type Paragraphs } from '../../components/sandbox/step-view';
import { findParagraph } from '../../../engine/sens/paragraphs';

export const SENS_PARAGRAPHS: Paragraphs = {
  gameId: 'sens',
  title: (number) => {
    const found = findParagraph(number);
    return found ? `${number} ${found.title}` : null;
  },
};

export function sensCitation(number: string): CitationView {
  return citationView(number, SENS_PARAGRAPHS);
}
