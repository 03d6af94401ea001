/** MDX text without fenced code blocks and inline code, so a component written out as an example in prose is not taken for an embed. */
export function withoutCode(mdx: string): string {
  return mdx.replace(/^(```|~~~)[\s\S]*?^\1/gm, '').replace(/`[^`\n]*`/g, '');
}
