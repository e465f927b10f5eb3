// Types for the jest-dom matchers that ../../vitest.setup.ts registers for every test.
/// <reference types="@testing-library/jest-dom/vitest" />
