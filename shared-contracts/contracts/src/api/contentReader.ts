// How page loaders read the content API, and page actions write to it, in the browser (through
// the shared client) and on the server (in process). The failures they reject with are the
// runtime's ContentRequestError.

/**
 * What a loader may call: GET a path below the API prefix and get the envelope's `data`. It
 * rejects with a ContentRequestError, so a page can tell a missing record from a failed call.
 */
export interface ContentReader {
  get<T>(path: string): Promise<T>;
}

/**
 * What a page's action (or its live form) may call: POST JSON to a path below the API prefix and
 * get the envelope's `data`. It rejects with a ContentRequestError carrying the answer's status and
 * the server's sentence ('email must be a valid email address', 'Too many requests.').
 */
export interface ContentWriter {
  post<T>(path: string, body: unknown): Promise<T>;
}
