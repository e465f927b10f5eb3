// Build-time rendering only (the shell's prerender): never imported by browser code.
export { StaticRouter } from 'react-router';
