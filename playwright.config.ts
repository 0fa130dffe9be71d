// Playwright: Chromium from Debian (/usr/bin/chromium; nothing is downloaded), against the production
// build served by the real server on a temporary DATA_DIR (e2e/global-setup.ts starts and stops it).
import { defineConfig, devices } from '@playwright/test'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
]

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  // One worker: every spec shares one server, and some change what others see (the auth spec turns
  // e-mail confirmation on for a while, specs approve requests and log plays); in parallel, CI saw
  // those leak into other journeys.
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results',
  use: {
    ...devices['Desktop Chrome'],
    // Set by the global setup before workers start; workers inherit the environment.
    baseURL: process.env.E2E_BASE_URL,
    headless: true,
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
})
