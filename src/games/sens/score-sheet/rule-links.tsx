/**
 * Paragraph numbers as links to their SENS permalinks (/sens/r/11.1), each
 * titled with the paragraph's own title from the engine's list, so a reader
 * can check the rule behind a column or a result in one tap.
 */
import { Fragment } from 'preact';
import { findParagraph } from '../../../../engine/sens/paragraphs';
import { withBase } from '../../../base-path';
import { inEdition, type Locale } from '../../../i18n/editions';
import { useLocale } from '../../../i18n/ui-text';

export function ruleHref(number: string, locale: Locale = 'en'): string {
  return withBase(inEdition(`/sens/r/${number}`, locale));
}

export function ruleTitle(number: string, locale: Locale = 'en'): string {
  const p = findParagraph(number);
  const rule = locale === 'de' ? 'Regel' : 'Rule';
  return p ? `${rule} ${number}: ${p.title}` : `${rule} ${number}`;
}

/** "(4.6)" or "(11.1, 11.2)" as links; a line may break only between two links, never inside one. */
export function RuleLinks({ numbers }: { numbers: readonly string[] }) {
  const last = numbers.length - 1;
  const locale = useLocale();
  return (
    <span class="sn-rules">
      {numbers.map((n, i) => (
        <Fragment key={n}>
          {i > 0 && ' '}
          <span>
            {i === 0 && '('}
            <a href={ruleHref(n, locale)} title={ruleTitle(n, locale)}>
              <span class="tk-sr">{locale === 'de' ? 'Regel ' : 'rule '}</span>
              {n}
            </a>
            {i === last ? ')' : ','}
          </span>
        </Fragment>
      ))}
    </span>
  );
}
