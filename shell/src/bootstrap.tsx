import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { configureApi } from 'shared-contracts';
import { createAppRouter } from './app/App';
import { loadRuntimeConfig } from './app/runtimeConfig';
import { registerRemoteManifests } from './features/remotes/remoteRegistry';
import './styles/global.css';

async function start(): Promise<void> {
  // Without the config the layout still renders; every remote then shows its fallback.
  const config = await loadRuntimeConfig();
  if (config) {
    configureApi({ apiOrigin: config.apiOrigin });
    registerRemoteManifests(config.remotes);
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={createAppRouter()} />
    </StrictMode>,
  );
}

void start();
