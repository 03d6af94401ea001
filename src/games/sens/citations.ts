/** SENS's paragraph numbers as links to their permalinks (/sens/r/9.3, /de/sens/r/9.3), titled from the engine's paragraph list. */
import { citationsIn, type Paragraphs } from '../../components/sandbox/step-view';
import { findParagraph } from '../../../engine/sens/paragraphs';

export const SENS_PARAGRAPHS: Paragraphs = {
  gameId: 'sens',
  title: (number) => {
    const found = findParagraph(number);
    return found ? `${number} ${found.title}` : null;
  },
};

/** A paragraph as a link into `locale`'s edition (English when left out). */
export const sensCitation = citationsIn(SENS_PARAGRAPHS);
