/**
 * The title a citation link shows as its hint ("7.3 Ein geworfener Bube ist
 * ein Zug"), in the page's language. A game's interface names its paragraphs
 * in English (the engine's sections); a page of another edition takes the
 * headings its own rules pages give, from that edition's paragraphs file
 * (/de/<game>/paragraphs.json, paragraph-data.ts: fetched once per page and
 * shared with the citation previews). Until the file has come, and for a
 * number it lacks, a German link has no hint rather than an English one.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { withoutBase } from '../../base-path';
import type { Locale } from '../../i18n/editions';
import { useLocale } from '../../i18n/ui-text';
import { citationTarget } from './citation-target';
import { paragraphsOf } from './paragraph-data';
import type { ParagraphsFile } from './paragraphs-file';

export type TitleOf = (number: string) => string | null;

/** "7.3 Ein geworfener Bube ist ein Zug" from an edition's file, or null when the file lacks the number. Pure. */
export function titleIn(file: ParagraphsFile | null, number: string): string | null {
  const entry = file?.paragraphs[number];
  return entry && entry.heading ? `${number} ${entry.heading}` : null;
}

/** `english` on an English page; on another edition's page the titles of its own headings. Null `gameId`: nothing to look up. */
export function useParagraphTitles(gameId: string | null, english: TitleOf): TitleOf {
  const locale: Locale = useLocale();
  const [file, setFile] = useState<ParagraphsFile | null>(null);
  useEffect(() => {
    if (locale === 'en' || gameId === null) return;
    let live = true;
    paragraphsOf(gameId, locale).then((loaded) => live && setFile(loaded));
    return () => {
      live = false;
    };
  }, [gameId, locale]);
  return useMemo(() => (locale === 'en' ? english : (number: string) => titleIn(file, number)), [locale, english, file]);
}

/** The game a citation's address names ("/de/gress/r/7.3" -> "gress"), or null for an address that is no citation. Pure. */
export function gameOfCitation(href: string): string | null {
  const [path, hash = ''] = withoutBase(href).split('#');
  return citationTarget(path, hash ? `#${hash}` : '')?.game ?? null;
}

const NO_TITLE: TitleOf = () => null;

/** One citation's hint in the page's language: the title it came with on an English page. */
export function useCitationTitle(citation: { readonly href: string; readonly number: string; readonly title: string | null }): string | null {
  const locale = useLocale();
  const titles = useParagraphTitles(locale === 'en' ? null : gameOfCitation(citation.href), NO_TITLE);
  return locale === 'en' ? citation.title : titles(citation.number);
}
