// Types for the jest-dom matchers that ../vitest.setup.ts registers for every test.
/// <reference types="@testing-library/jest-dom/vitest" />

// The page's share scope with the shell's copies of the shared modules (shared/build/federation.ts).
declare module 'virtual:quantethic/federation-host' {
  export function shareScope(): import('@quantethic/shared/federation').ShareScope;
}
