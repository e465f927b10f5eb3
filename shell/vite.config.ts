import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { hostViteConfig } from '../shared/build/vite-config.ts';

export default defineConfig(hostViteConfig({ federation, react }));
