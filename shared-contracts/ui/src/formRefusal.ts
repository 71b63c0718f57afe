import { contentErrorStatus } from '@academy/runtime';

/** A public form the API refused, as its page shows it. */
export interface FormRefusal {
  kind: 'error';
  /** The server's sentence when the visitor can act on it (a field, the limit's wait); else ''. */
  reason: string;
  /** The API's answer, when there was one. */
  status?: number;
}

/**
 * How a page's form reads a failed send, through the browser's writer or the server's alike (a
 * ContentRequestError carries the answer's status and the server's sentence; anything else has
 * neither). `explained`: the statuses whose sentence helps the visitor.
 */
export function formRefusal(error: unknown, explained: ReadonlySet<number>): FormRefusal {
  const status = contentErrorStatus(error);
  return { kind: 'error', reason: explained.has(status ?? 0) ? (error as Error).message : '', status };
}

/**
 * The status of the page that answers a refused form sent without the script: the API's refusal
 * (a 4xx), or 503 when the API gave no answer a visitor can act on.
 */
export const refusedFormStatus = ({ status }: Pick<FormRefusal, 'status'>): number =>
  status !== undefined && status < 500 ? status : 503;
