import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// Assets are requested under /console/assets/... (the server maps /console to build/client; decision 213).
export default defineConfig({
  base: '/console/',
  plugins: [reactRouter()],
});
