/**
 * Paragraph numbers as links to their SENS permalinks (/sens/r/11.1), each
 * titled with the paragraph's own title from the engine's list, so a reader
 * can check the rule behind a column or a result in one tap.
 */
import { Fragment } from 'preact';
import { findParagraph } from '../../../../engine/sens/paragraphs';
import { withBase } from '../../../base-path';

export function ruleHref(number: string): string {
  return withBase(`/sens/r/${number}`);
}

export function ruleTitle(number: string): string {
  const p = findParagraph(number);
  return p ? `Rule ${number}: ${p.title}` : `Rule ${number}`;
}

/** "(4.6)" or "(11.1, 11.2)" as links; a line may break only between two links, never inside one. */
export function RuleLinks({ numbers }: { numbers: readonly string[] }) {
  const last = numbers.length - 1;
  return (
    <span class="sn-rules">
      {numbers.map((n, i) => (
        <Fragment key={n}>
          {i > 0 && ' '}
          <span>
            {i === 0 && '('}
            <a href={ruleHref(n)} title={ruleTitle(n)}>
              <span class="tk-sr">rule </span>
              {n}
            </a>
            {i === last ? ')' : ','}
          </span>
        </Fragment>
      ))}
    </span>
  );
}
