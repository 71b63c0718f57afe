// How page loaders read the content API, in the browser (through the shared client) and on the
// server (in process). The failures they reject with are the runtime's ContentRequestError.

/**
 * What a loader may call: GET a path below the API prefix and get the envelope's `data`. It
 * rejects with a ContentRequestError, so a page can tell a missing record from a failed call.
 */
export interface ContentReader {
  get<T>(path: string): Promise<T>;
}
