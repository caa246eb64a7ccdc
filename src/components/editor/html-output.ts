/**
 * TipTap writes list items as `<li><p>text</p></li>`; the article styles space paragraphs
 * apart, so a list edited here would render looser than the same list typed as HTML.
 * A list item holding a single paragraph is written as `<li>text</li>` instead (TipTap reads
 * both forms the same way, so this is stable across edits).
 */
export function compactListItems(html: string): string {
  return html.replace(/<li><p>((?:(?!<\/?p[\s>]|<\/?li[\s>]).)*)<\/p><\/li>/gs, '<li>$1</li>')
}
