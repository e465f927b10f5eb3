import { type ReactNode, Suspense } from 'react';

/**
 * A part of a prerendered page that hydrates on its own, after the page around it is live.
 *
 * React hydrates the server markup inside a Suspense boundary in a pass of its own, after the
 * root's first commit and in slices that yield to the browser, so a section that puts its heavy,
 * lower parts in boundaries goes live (and answers input above them) sooner. Until then the
 * part shows its server markup; input on it makes React hydrate it at once and then replays the
 * input. That render shows the part as served (`useIsHydrated()` false), so a handler that acts
 * on what only the browser knows (a saved visitor) reads it when it runs, not from the render.
 * Rendered on the client (a navigation), it is its children: nothing here suspends.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
