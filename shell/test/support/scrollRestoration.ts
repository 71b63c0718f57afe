/**
 * <ScrollRestoration> scrolls the window on every navigation, and jsdom only logs "Not
 * implemented" for it: noise that would also satisfy the tests that check what was logged.
 * renderApp imports this; scrolling is a no-op in these tests.
 */
window.scrollTo = () => undefined;
