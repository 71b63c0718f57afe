export interface FilePart {
  data: Buffer;
  filename: string;
  type?: string;
}

/** A text, a file, or several of either under one repeated name (a gallery's files and their descriptions). */
export type PartValue = string | string[] | FilePart | FilePart[];

/**
 * A multipart/form-data body exactly as a browser sends one, built with the platform's own
 * FormData and Response (no extra package); file fields may repeat.
 */
export async function multipartBody(parts: Record<string, PartValue>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    const values = [value].flat();
    for (const text of values.filter((item) => typeof item === 'string')) form.append(name, text);
    for (const file of values.filter((item) => typeof item !== 'string')) {
      form.append(
        name,
        new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }),
        file.filename,
      );
    }
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  };
}
