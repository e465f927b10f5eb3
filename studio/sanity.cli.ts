/** Settings for the `sanity` command (dev, build, deploy, dataset import) in this folder. */
import { defineCliConfig } from 'sanity/cli';

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'your-project-id',
    dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  },
  // The build bundles the installed `sanity` instead of loading it from Sanity's CDN at runtime,
  // so it needs no network and runs exactly the version the check validated.
  deployment: { autoUpdates: false },
});
