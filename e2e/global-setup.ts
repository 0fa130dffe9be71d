// Builds the client and compiles the server once (unless E2E_SKIP_BUILD=1), then starts the compiled
// server (dist-server/main.js, what `npm start` runs in production) on a temporary
// DATA_DIR with the demo catalogue and waits for /api/v1/health. Returns the teardown that stops the
// server and removes the data. The base URL reaches the tests through E2E_BASE_URL.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { startPaypalPeer } from '../tests/helpers/paypal-peer'
import { startStripePeer } from '../tests/helpers/stripe-peer'
import { E2E_ADMIN } from './fixtures/admin'
import { waitForHealth } from './fixtures/wait-for-health'

const root = path.resolve(import.meta.dirname, '..')
// The Node 24 that the `node` dev dependency brings; the machine's own Node may be older.
const nodeBin = path.join(root, 'node_modules', '.bin', 'node')

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

/** E2E_PORT when given, else the first free port of 3121-3129, else any free port. */
async function pickPort(): Promise<number> {
  if (process.env.E2E_PORT) return Number(process.env.E2E_PORT)
  for (let port = 3121; port <= 3129; port++) if (await portIsFree(port)) return port
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const build = spawnSync(path.join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    })
    if (build.status !== 0) throw new Error('vite build failed')
  }
  // With E2E_SKIP_BUILD the server is still compiled when its sources changed (cheap, about a second).
  const compileArgs = [path.join(root, 'scripts', 'build-server.ts'), ...(process.env.E2E_SKIP_BUILD === '1' ? ['--if-stale'] : [])]
  const compile = spawnSync(nodeBin, compileArgs, {
    cwd: root,
    stdio: 'inherit',
  })
  if (compile.status !== 0) throw new Error('server compile failed')
  const distDir = path.resolve(root, process.env.E2E_DIST_DIR ?? 'dist')
  if (!fs.existsSync(path.join(distDir, 'index.html'))) throw new Error(`no production build in ${distDir}`)

  // e2e/auth.spec.ts runs a real SMTP peer at this address (workers inherit the variable); the server
  // connects only when it sends a mail, so other specs do not need the peer.
  process.env.MAIL_URL ??= 'smtp://127.0.0.1:3157'
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-e2e-'))
  const port = await pickPort()
  const baseUrl = `http://127.0.0.1:${port}`
  // e2e/billing.spec.ts pays against a local Stripe peer, which also serves a Stripe.js stand-in and
  // posts signed webhooks back; the keys only take effect once the spec turns billing on.
  // E2E_PEER_PORT_BASE=n: the peers listen on n..n+4 (Stripe) and n+5..n+9 (PayPal), else their defaults
  // (either falls back to any free port when those are taken).
  const peerBase = Number(process.env.E2E_PEER_PORT_BASE ?? 0)
  const peerPorts = (from: number) => (peerBase ? [0, 1, 2, 3, 4].map((i) => peerBase + from + i) : undefined)
  const stripePeer = await startStripePeer({ webhookUrl: `${baseUrl}/billing/stripe/webhook`, ...(peerBase ? { ports: peerPorts(0)! } : {}) })
  // Likewise a PayPal peer: its JS SDK stand-in draws the subscribe button, approval posts signed webhooks.
  const paypalPeer = await startPaypalPeer(peerPorts(5), { webhookUrl: `${baseUrl}/billing/paypal/webhook` })
  const server = spawn(nodeBin, ['--enable-source-maps', path.join(root, 'dist-server', 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      SEED_DEMO: '1',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      APP_URL: baseUrl,
      STRIPE_SECRET_KEY: 'sk_test_e2e',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
      STRIPE_WEBHOOK_SECRET: stripePeer.secret,
      STRIPE_API_URL: stripePeer.url,
      STRIPE_JS_URL: `${stripePeer.url}/v3/stripe.js`,
      PAYPAL_CLIENT_ID: paypalPeer.clientId,
      PAYPAL_SECRET: paypalPeer.secret,
      PAYPAL_WEBHOOK_ID: paypalPeer.webhookId,
      PAYPAL_API_URL: paypalPeer.url,
      PAYPAL_JS_URL: `${paypalPeer.url}/sdk/js`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  try {
    await waitForHealth(baseUrl, server, 180_000)
  } catch (error) {
    server.kill('SIGKILL')
    await stripePeer.close()
    await paypalPeer.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  process.env.E2E_BASE_URL = baseUrl
  // e2e/uploads.spec.ts compares an uploaded file's stored bytes with the source.
  process.env.E2E_DATA_DIR = dataDir

  return async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      // Graceful shutdown closes the embedded database; force it if that hangs.
      const timer = setTimeout(() => server.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    }
    await stripePeer.close()
    await paypalPeer.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
