import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify('test') },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['tests/server/**/*.test.ts', 'tests/shared/**/*.test.ts', 'tests/sw/**/*.test.ts', 'tests/scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'client',
          include: ['tests/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/helpers/client-setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
})
