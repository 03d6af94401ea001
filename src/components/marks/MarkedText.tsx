/**
 * A sentence that names a sign ("✓ marks what is lawful now", "★★☆") with
 * each sign drawn (Mark) instead of printed: the words keep their characters,
 * so catalogues and tests read as written, and the reader's phone is never
 * asked for a font it lacks. Each drawn sign is announced by its name unless
 * `named` is false (the words around already say it to a screen reader).
 */
import { uiText, useLocale, type Locale } from '../../i18n/ui-text';
import { Mark, type MarkKind } from './Mark';

/** The characters drawn, and the marks they become. */
const SIGNS: Readonly<Record<string, MarkKind>> = { '✓': 'check', '✕': 'cross', '★': 'star', '☆': 'star-outline' };
const SIGN = /([✓✕★☆])/u;

/** Each sign's name for screen readers; not "Kreuz" in German, which at these tables is the suit. */
const NAMES = uiText<Readonly<Partial<Record<MarkKind, string>>>>({
  en: { check: 'tick', cross: 'cross mark', star: 'star', 'star-outline': 'empty star' },
  de: { check: 'Haken', cross: 'Fehlerzeichen', star: 'Stern', 'star-outline': 'leerer Stern' },
});

/** `text` with its signs drawn; `locale` for an Astro page, which has no Preact context to give. */
export function MarkedText({ text, named = true, locale }: { readonly text: string; readonly named?: boolean; readonly locale?: Locale }) {
  const around = useLocale();
  const names = NAMES[locale ?? around];
  return (
    <>
      {text.split(SIGN).map((part, i) => {
        if (i % 2 === 0) return part;
        const kind = SIGNS[part];
        return <Mark key={i} kind={kind} space={false} label={named ? names[kind] : undefined} />;
      })}
    </>
  );
}
