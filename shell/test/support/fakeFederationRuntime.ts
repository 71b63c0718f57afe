import { createElement } from 'react';

// Stands in for '@module-federation/enhanced/runtime': every remote module is a page that
// names itself, so a test can see which remote a route rendered.
export const registerRemotes = jest.fn();
export const loadRemote = jest.fn(async (id: string) => ({
  default: () => createElement('p', null, `Remote page ${id}`),
}));
