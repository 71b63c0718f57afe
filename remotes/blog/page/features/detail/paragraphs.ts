/** The content's paragraphs: one per line, blank lines and surrounding spaces dropped. */
export function paragraphsOf(content: string): string[] {
  return content
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
