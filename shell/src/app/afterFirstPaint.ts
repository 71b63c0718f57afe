/** A tab in the background paints nothing; it starts after this long instead. */
const HIDDEN_TAB_START_MS = 200;

/**
 * Resolves once the browser has painted the next frame (a task queued from an animation-frame
 * callback runs after that frame's paint), or after HIDDEN_TAB_START_MS when no frame comes.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, HIDDEN_TAB_START_MS);
  });
}
