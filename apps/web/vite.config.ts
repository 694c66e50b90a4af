import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';

// A plain object rather than vite's defineConfig: the plugins are typed against the hoisted Vite that
// React Router's CLI runs, while `vite` imported from here would be this workspace's own copy.
export default {
  plugins: [tailwindcss(), reactRouter()],
};
