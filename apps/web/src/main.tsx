import './styles/tokens.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Boot } from './app/boot/boot.tsx';
import { NetworkAlert } from './app/network-alert.tsx';
import { Providers } from './app/providers.tsx';
import { applyTheme, readStoredTheme } from './lib/theme.ts';

// Before the first paint, so a dark-theme visitor never sees a light flash.
applyTheme(readStoredTheme());

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <Boot />
      <NetworkAlert />
    </Providers>
  </StrictMode>,
);
