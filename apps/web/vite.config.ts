/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const backend = process.env.BACKEND_URL ?? 'http://127.0.0.1:3000';

// One origin in development as in production, so session cookies and Socket.IO behave the same.
const proxy = {
  '/api': { target: backend, changeOrigin: true },
  '/socket.io': { target: backend, ws: true, changeOrigin: true },
};

export default defineConfig({
  plugins: [react()],
  // Pure rules shared with the services are compiled from their source, not from a build.
  resolve: {
    alias: [
      {
        find: '@app/calendar',
        replacement: fileURLToPath(new URL('../../libs/calendar/src/index.ts', import.meta.url)),
      },
      {
        find: '@app/formatting',
        replacement: fileURLToPath(new URL('../../libs/formatting/src/index.ts', import.meta.url)),
      },
      // Contracts are shared as types and a few pure constant files; never their validation classes.
      {
        find: /^@app\/contracts\/(.*)$/,
        replacement: fileURLToPath(new URL('../../libs/contracts/src/', import.meta.url)) + '$1.ts',
      },
    ],
  },
  server: { proxy },
  preview: { proxy, port: 4173, strictPort: true, host: '127.0.0.1' },
  // The manifest lets a test check that the first screen loads none of the pages' code.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  test: { environment: 'happy-dom', globals: false, setupFiles: ['./src/test/setup.ts'] },
});
