import 'virtual:quantethic/theme.css';
import '../theme/fonts.css';
import '../theme/base.css';
import './preview.css';
import { BrowserRouter, Link, Route, Routes } from '@quantethic/shared/router';
import { type ComponentType, StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createFirebaseAuthPort } from '../auth/firebase-auth-port';
import { createBus } from '../bus/create-bus';
import type { AuthPort } from '../contracts/auth';
import { CONTRACT_VERSION } from '../contracts/contract-version';
import type { RemoteName, RemoteProps } from '../contracts/remote';
import { fetchSiteConfig } from '../runtime/fetch-site-config';
import { readStoredTheme, saveTheme } from '../theme/theme-storage';
import { applyTheme, isThemeName, THEME_LABELS, THEME_NAMES, type ThemeName } from '../theme/tokens';
import { BusToaster } from '../toaster/bus-toaster';
import { LoadingState } from '../ui/status';

export interface PreviewWidget {
  title: string;
  component: ComponentType<RemoteProps>;
}

export interface PreviewOptions {
  remote: RemoteName;
  /** The remote's `./app` component. */
  app: ComponentType<RemoteProps>;
  /** Home-page widgets the remote exposes, shown on the preview's index page. */
  widgets?: PreviewWidget[];
  /** Routes to list on the preview's index page. */
  routes: { to: string; label: string }[];
  /** Auth implementation; defaults to Firebase with the runtime config (the emulator locally). */
  createAuth?: (props: Omit<RemoteProps, 'auth'>) => AuthPort | Promise<AuthPort>;
}

function ThemePicker() {
  const [theme, setTheme] = useState<ThemeName>(readStoredTheme);
  return (
    <label className="preview-bar__theme">
      Theme{' '}
      <select
        value={theme}
        onChange={(event) => {
          const next = event.target.value;
          if (!isThemeName(next)) return;
          applyTheme(next);
          saveTheme(next);
          setTheme(next);
        }}
      >
        {THEME_NAMES.map((name) => (
          <option key={name} value={name}>
            {THEME_LABELS[name]}
          </option>
        ))}
      </select>
    </label>
  );
}

function PreviewIndex({ options, props }: { options: PreviewOptions; props: RemoteProps }) {
  return (
    <div className="qe-container qe-page">
      <h1>mfe-{options.remote} preview</h1>
      <p className="qe-muted">
        This remote running alone, with the same props the shell passes (bus, auth, runtime config).
      </p>
      <h2>Routes</h2>
      <ul>
        {options.routes.map((route) => (
          <li key={route.to}>
            <Link to={route.to}>{route.label}</Link>
          </li>
        ))}
      </ul>
      {options.widgets?.map(({ title, component: Widget }) => (
        <section key={title} className="preview-widget" aria-label={`${title} widget`}>
          <p className="preview-widget__label">Widget: {title}</p>
          <Widget {...props} />
        </section>
      ))}
    </div>
  );
}

/**
 * Mounts a remote alone for its team's preview: theme variables, bus, Toaster, runtime config
 * and an auth port, around the remote's own `./app` — the same props the shell passes.
 */
export async function mountPreview(options: PreviewOptions): Promise<void> {
  applyTheme(readStoredTheme());
  const config = await fetchSiteConfig();
  const bus = createBus();
  const base = { contractVersion: CONTRACT_VERSION, basePath: '/', bus, config };
  // The same auth as the shell: Firebase (the emulator locally).
  const auth = options.createAuth ? await options.createAuth(base) : createFirebaseAuthPort(config.auth);
  const props: RemoteProps = { ...base, auth };
  const App = options.app;
  const container = document.getElementById('root');
  if (!container) throw new Error('Preview: #root is missing');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <header className="preview-bar">
          <Link to="/" className="preview-bar__brand">
            QuantEthic · mfe-{options.remote} preview
          </Link>
          <ThemePicker />
        </header>
        <main id="main">
          {/* Like the shell, the host of the module owns the Suspense boundary around it. */}
          <Suspense fallback={<LoadingState />}>
            <Routes>
              <Route path="/" element={<PreviewIndex options={options} props={props} />} />
              <Route path="*" element={<App {...props} />} />
            </Routes>
          </Suspense>
        </main>
        <BusToaster bus={bus} />
      </BrowserRouter>
    </StrictMode>,
  );
}
