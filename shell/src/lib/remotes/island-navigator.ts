import type { NavigateOptions, To, UNSAFE_NavigationContext } from '@quantethic/shared/router';

export type Navigator = React.ContextType<typeof UNSAFE_NavigationContext>['navigator'];

/** A `To` as a URL path, as the browser history writes it (react-router's createPath). */
export function hrefOf(to: To): string {
  if (typeof to === 'string') return to;
  const { pathname = '/', search = '', hash = '' } = to;
  let href = pathname;
  if (search && search !== '?') href += search.startsWith('?') ? search : `?${search}`;
  if (hash && hash !== '#') href += hash.startsWith('#') ? hash : `#${hash}`;
  return href;
}

/**
 * The navigator of an island's router: the shell's, to which every navigation is forwarded. A
 * section hydrated before the shell (island.tsx, `hydrateServedIsland`) has no shell navigator
 * yet: a link followed in that moment is held and performed, in order, once the shell attaches
 * its own. The island's router keeps this one object for its life, so attaching the shell's
 * navigator re-renders nothing.
 */
export class IslandNavigator implements Navigator {
  #target: Navigator | null = null;
  #held: ((navigator: Navigator) => void)[] = [];

  /** The shell's navigator is there: what was held is performed now, in order. */
  attach(target: Navigator): void {
    this.#target = target;
    for (const navigate of this.#held.splice(0)) navigate(target);
  }

  get attached(): boolean {
    return this.#target !== null;
  }

  #send(navigate: (navigator: Navigator) => void): void {
    if (this.#target) navigate(this.#target);
    else this.#held.push(navigate);
  }

  createHref = (to: To): string => (this.#target ? this.#target.createHref(to) : hrefOf(to));

  encodeLocation = (to: To) => {
    if (this.#target?.encodeLocation) return this.#target.encodeLocation(to);
    const url = new URL(hrefOf(to), window.location.href);
    return { pathname: url.pathname, search: url.search, hash: url.hash };
  };

  go = (delta: number): void => this.#send((navigator) => navigator.go(delta));

  push = (to: To, state?: unknown, options?: NavigateOptions): void =>
    this.#send((navigator) => navigator.push(to, state, options));

  replace = (to: To, state?: unknown, options?: NavigateOptions): void =>
    this.#send((navigator) => navigator.replace(to, state, options));
}
