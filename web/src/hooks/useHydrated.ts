import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server renders and while the browser hydrates the server's HTML, true after
 * (and at once for anything mounted later). Whatever the server cannot know (the cart, the login
 * token, what this browser rated) renders from this: the server's version first, so hydration
 * matches the HTML, then the browser's on the next render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
