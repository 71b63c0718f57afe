import type { APIRequestContext } from '@playwright/test';
import { API_PREFIX } from '@academy/contracts';

/** A public read of the content API, as the pages make it. */
export async function readContent<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${API_PREFIX}${path}`);
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };

/** The text of an HTML document's body as a reader sees it: tags gone, entities decoded, spaces folded. */
export function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return body
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ');
}

/** The content of the first `<meta>` or `<link>` of the head matching `attribute="value"`. */
export function headTag(
  html: string,
  attribute: string,
  value: string,
  read = 'content',
): string | undefined {
  const tag = html.match(new RegExp(`<(?:meta|link)[^>]*${attribute}="${value}"[^>]*>`))?.[0];
  return tag?.match(new RegExp(`${read}="([^"]*)"`))?.[1].replace(/&amp;/g, '&');
}
