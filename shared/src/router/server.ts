// Build-time rendering and tests only (the prerenders, hydration tests): never imported by
// browser code.
export { MemoryRouter, StaticRouter } from 'react-router';
