import { defineConfig } from 'vite';
import { hostViteConfig } from '../shared/build/vite-config.ts';

export default defineConfig(({ mode }) => hostViteConfig(mode));
