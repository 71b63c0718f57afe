import type { Browser, Page } from 'puppeteer-core';

export interface ProxiedRequest {
  path: string;
  /** Its Sec-Purpose header: 'prefetch;prerender' for a prerender and what its page fetches. */
  purpose?: string;
  /** When it arrived (performance.now() of this process). */
  at: number;
}
export interface RecordingProxy {
  origin: string;
  requests: ProxiedRequest[];
  close(): Promise<void>;
}
export interface ShownPage {
  activationStart: number;
  clickToLargestPaintMs: number | null;
  /** The shown page's first heading, as text. */
  heading: string | null;
  clickedAt: number;
}
export interface PrerenderedVisit extends ShownPage {
  readyMs: number;
}
export function launchBrowser(): Promise<Browser>;
export function recordingProxy(target: string): Promise<RecordingProxy>;
export function visibleLinkTo(page: Page, path: string): Promise<unknown>;
export function prerenderedVisit(page: Page, proxy: RecordingProxy, path: string): Promise<PrerenderedVisit>;
export function fetchedVisit(page: Page, path: string): Promise<ShownPage>;
