import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { initialSize } from './vite-plugins/initial-size.ts';
import { precompress } from './vite-plugins/precompress.ts';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [
    react(),
    initialSize({ label: 'Home', routeModules: ['src/app/home/home-page.tsx'], limitKb: 150 }),
    precompress(),
  ],
  server: {
    proxy: {
      '/wps': apiTarget,
      '/lgw': apiTarget,
      '/lotto': apiTarget,
      '/docs': apiTarget,
      // The install files the server writes per merchant (the app download guide).
      '/manifest.webmanifest': apiTarget,
      '/app.mobileconfig': apiTarget,
      '/ws': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
  },
});
