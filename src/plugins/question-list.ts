/**
 * The list of questions at the top of every referee's questions page
 * (content/<game>/referee-faq.mdx, issue 25): a referee with a few seconds
 * scans the questions and jumps to one instead of scrolling a page several
 * screens long. The list is built from the page's own headings, `## group`
 * then `### question`, so it can never drift from the answers below it.
 *
 * A Sätteri HAST plugin (Astro 7 runs no rehype plugins, see paragraph-ids.ts)
 * that only takes part for files named referee-faq.mdx. It must run after
 * the heading-id plugins so that it links the ids the headings really carry:
 * the integration appends it once Starlight has added its own plugins, and a
 * question heading without an id fails the build instead of linking nowhere.
 */
import type { AstroIntegration } from 'astro';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { HastPluginDefinition, HastPluginEntry, HastVisitorContext } from 'satteri';

/** The pages that get a list: one per game, always this name. */
export const QUESTIONS_PAGE = /\/referee-faq\.mdx?$/;

export interface Question {
  readonly id: string;
  readonly text: string;
}
export interface QuestionGroup {
  /** The `##` heading above the questions; null for questions before the first one. */
  readonly title: string | null;
  readonly questions: Question[];
}

/** The h2 and h3 elements of the document in order, wherever a plugin has wrapped them. */
function headingsOf(node: Root | Element): Element[] {
  return node.children.flatMap((child: RootContent | ElementContent) => {
    if (child.type !== 'element') return [];
    if (child.tagName === 'h2' || child.tagName === 'h3') return [child];
    return headingsOf(child);
  });
}

/** The questions grouped under their `##` headings, in page order; groups without questions are left out. */
export function questionGroups(root: Root, textOf: (node: Element) => string): QuestionGroup[] {
  const groups: QuestionGroup[] = [];
  let current: QuestionGroup = { title: null, questions: [] };
  for (const heading of headingsOf(root)) {
    const text = textOf(heading).trim();
    if (heading.tagName === 'h2') {
      if (current.questions.length) groups.push(current);
      current = { title: text, questions: [] };
      continue;
    }
    const id = heading.properties?.id;
    if (typeof id !== 'string' || !id) throw new Error(`question-list: the question "${text}" has no id to link to; the plugin must run after the heading ids.`);
    current.questions.push({ id, text });
  }
  if (current.questions.length) groups.push(current);
  return groups;
}

const el = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({ type: 'element', tagName, properties, children });
const text = (value: string): ElementContent => ({ type: 'text', value });

/**
 * The list as HAST: a <nav> holding a <details>, open by default, so a phone
 * can fold it away; one sub-list per group, one jump link per question. Kept
 * out of the search index: the questions are indexed at their headings.
 */
export function questionListNav(groups: readonly QuestionGroup[]): Element {
  const count = groups.reduce((n, g) => n + g.questions.length, 0);
  const links = (g: QuestionGroup) => el('ul', {}, g.questions.map((q) => el('li', {}, [el('a', { href: `#${q.id}` }, [text(q.text)])])));
  const items = groups.map((g) => el('li', {}, [...(g.title ? [el('span', { class: 'ql-group' }, [text(g.title)])] : []), links(g)]));
  return el('nav', { class: 'question-list not-content', 'aria-label': 'Questions on this page', 'data-pagefind-ignore': 'all' }, [
    el('details', { open: true }, [
      el('summary', {}, [text(`${count} questions on this page`)]),
      el('ul', { class: 'ql-groups' }, items),
    ]),
  ]);
}

/** Where the list goes: before the first thing the reader sees (after the page's imports). */
function firstContentIndex(root: Root): number {
  const index = root.children.findIndex((child) => child.type === 'element' || child.type.startsWith('mdxJsx'));
  return index < 0 ? root.children.length : index;
}

function definition(): HastPluginDefinition {
  return {
    name: 'question-list',
    after(root: Readonly<Root>, ctx: HastVisitorContext) {
      const groups = questionGroups(root as Root, (node) => ctx.textContent(node));
      if (groups.length === 0) return;
      ctx.insertChildAt(root, firstContentIndex(root as Root), questionListNav(groups));
    },
  };
}

/** The plugin entry: a factory that takes part only in questions pages. */
export function satteriQuestionList(): HastPluginEntry {
  return ({ fileURL }) => (fileURL && QUESTIONS_PAGE.test(fileURL.pathname) ? definition() : null);
}

/** Appends the plugin to the Sätteri processor; list it after Starlight in `integrations`. */
export function questionList(): AstroIntegration {
  return {
    name: 'interactive-rulebook:question-list',
    hooks: {
      'astro:config:setup': ({ config }) => {
        const options = config.markdown.processor.options as { hastPlugins?: unknown };
        if (config.markdown.processor.name !== 'satteri' || !Array.isArray(options.hastPlugins)) {
          throw new Error('question-list: the lists of questions are a Sätteri plugin (src/plugins/question-list.ts); use the default satteri() processor.');
        }
        options.hastPlugins.push(satteriQuestionList());
      },
    },
  };
}
