/**
 * Paragraph anchors (contract): a rule paragraph is a level-2 heading whose text
 * starts with its number, `## 4.11 Throws`, and its id must be `4-11`
 * (paragraphAnchor), not the slug github-slugger would make ("411-throws").
 * Permalinks, citations in rulings and cross references all point at these ids.
 *
 * Astro 7 renders Markdown and MDX with Sätteri, which does not run remark or
 * rehype plugins, and `@astrojs/markdown-remark` (unified) is not installed, so
 * this is a Sätteri HAST plugin. It must run before the heading-id plugins of
 * Starlight and Astro: both keep an id that is already set, so the heading, the
 * anchor link Starlight adds beside it and the table of contents (built from the
 * headings Astro collects) all get the paragraph id.
 */
import type { AstroIntegration } from 'astro';
import type { HastPluginDefinition, HastPluginEntry } from 'satteri';
import { paragraphAnchor } from '../../engine/core/paragraphs';

/** A paragraph number at the start of a heading, followed by a space or the end. */
export const PARAGRAPH_HEADING = /^(\d+(?:\.\d+)*)(?=\s|$)/;

/** "4.11 Throws" -> "4-11"; null when the heading is not a numbered paragraph. */
export function paragraphIdFromHeading(text: string): string | null {
  const match = PARAGRAPH_HEADING.exec(text.trim());
  return match ? paragraphAnchor(match[1]) : null;
}

export interface ParagraphIdsOptions {
  /** Heading elements that may hold paragraphs. Default: only `h2`, as the contract says,
   *  so that a lower heading such as "### 3 players" keeps its ordinary slug. */
  readonly levels?: readonly string[];
}

/**
 * The Sätteri plugin. A factory, so each document gets its own record of the
 * anchors it has used: Sätteri reuses a plain plugin object across documents.
 */
export function satteriParagraphIds(options: ParagraphIdsOptions = {}): HastPluginEntry {
  const levels = [...(options.levels ?? ['h2'])];
  return (): HastPluginDefinition => {
    const seen = new Map<string, string>();
    return {
      name: 'paragraph-ids',
      element: {
        filter: levels,
        visit(node, ctx) {
          const text = ctx.textContent(node).trim();
          const id = paragraphIdFromHeading(text);
          if (!id) return;
          const earlier = seen.get(id);
          if (earlier !== undefined) {
            // Two paragraphs with one number would make the permalink ambiguous.
            const file = ctx.fileURL?.pathname ?? 'a Markdown document';
            throw new Error(`${file}: the headings "${earlier}" and "${text}" both claim the paragraph anchor #${id}.`);
          }
          seen.set(id, text);
          ctx.setProperty(node, 'id', id);
        },
      },
    };
  };
}

/** The slice of Astro's config this integration touches. */
interface ProcessorConfig {
  markdown: { processor: { readonly name: string; options: object } };
}

/**
 * Registers {@link satteriParagraphIds} first in the configured Sätteri processor,
 * which is the one Astro uses for `.md` and `@astrojs/mdx` for `.mdx`. Fails the
 * build if another processor is configured: the anchors are a contract, and a
 * silently missing plugin would leave every permalink pointing nowhere.
 */
export function paragraphIds(options: ParagraphIdsOptions = {}): AstroIntegration {
  return {
    name: 'interactive-rulebook:paragraph-ids',
    hooks: {
      'astro:config:setup': ({ config }) => addParagraphIdsPlugin(config, options),
    },
  };
}

/** Exposed for tests. */
export function addParagraphIdsPlugin(config: ProcessorConfig, options: ParagraphIdsOptions = {}): void {
  const { processor } = config.markdown;
  const hastPlugins = (processor.options as { hastPlugins?: unknown }).hastPlugins;
  if (processor.name !== 'satteri' || !Array.isArray(hastPlugins)) {
    throw new Error(
      `paragraph-ids: markdown.processor is "${processor.name}", but paragraph anchors (#4-11) are implemented ` +
        'as a Sätteri plugin (src/plugins/paragraph-ids.ts). Use the default satteri() processor or port the plugin.',
    );
  }
  // First, whatever the order of integrations: Starlight appends its heading-id and
  // anchor-link plugins to the same list, and they must see our ids.
  hastPlugins.unshift(satteriParagraphIds(options));
}
