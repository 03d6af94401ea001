/** Gin Rummy's paragraph numbers as links to their permalinks (/gin-rummy/r/10, /de/gin-rummy/r/10), titled from the engine's paragraph list. */
import { citationsIn, type Paragraphs } from '../../components/sandbox/step-view';
import { findParagraph } from '../../../engine/gin-rummy/paragraphs';

export const GIN_PARAGRAPHS: Paragraphs = {
  gameId: 'gin-rummy',
  title: (number) => {
    const found = findParagraph(number);
    return found ? `${number} ${found.paragraph.title}` : null;
  },
};

/** A paragraph as a link into `locale`'s edition (English when left out). */
export const ginCitation = citationsIn(GIN_PARAGRAPHS);
