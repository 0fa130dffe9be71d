// nginx for the cluster suite and benchmark: Debian's nginx-light, installed when missing (as
// scripts/test.ts installs Chromium), run in the foreground with a config and temp dirs of its own.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const NGINX = '/usr/sbin/nginx'

export function ensureNginx(): void {
  if (fs.existsSync(NGINX)) return
  console.log('--- installing nginx-light from Debian')
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo']
  for (const args of [['apt-get', 'update'], ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', 'nginx-light']]) {
    const cmd = [...asRoot, ...args]
    const result = spawnSync(cmd[0]!, cmd.slice(1), { stdio: 'inherit' })
    if (result.status !== 0) throw new Error(`${cmd.join(' ')} failed`)
  }
}

/**
 * The load-balancing part of docs/deploy.md's reference config, on loopback: round robin over the
 * upstreams, a failed or refused upstream taken out for a moment, requests nginx may safely repeat
 * (nothing sent yet, or an idempotent method) retried on the next upstream, and writes that carry an
 * Idempotency-Key retried there too (the idempotency records are shared, so a repeat never applies twice).
 */
export function nginxConfig(dir: string, listenPort: number, upstreamPorts: number[]): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`
  const proxy = `proxy_pass http://encore;
      # No upstream keep-alive: a process shutting down never closes a reused connection under a request.
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;`
  return `worker_processes 1;
daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 2048; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  client_max_body_size 64m;
  upstream encore {
    ${upstreamPorts.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n    ')}
  }
  server {
    listen 127.0.0.1:${listenPort};
    location / {
      ${proxy}
      proxy_next_upstream error timeout http_502 http_503;
      # A connection the kernel accepted for a process that then closed its listening socket is reset
      # after nginx sent the request: nginx may not repeat that POST itself, so keyed writes go on below.
      error_page 502 = @keyed_write_retry;
    }
    location @keyed_write_retry {
      if ($http_idempotency_key = "") { return 502; }
      ${proxy}
      proxy_next_upstream error timeout non_idempotent http_502 http_503;
    }
  }
}
`
}

export interface Nginx {
  child: ChildProcess
  stop(): Promise<void>
}

export async function startNginx(dir: string, listenPort: number, upstreamPorts: number[]): Promise<Nginx> {
  fs.mkdirSync(dir, { recursive: true })
  // Started as root, nginx's workers run as an unprivileged user: they must reach and write the temp dirs.
  fs.chmodSync(path.dirname(dir), 0o755)
  fs.chmodSync(dir, 0o777)
  const conf = path.join(dir, 'nginx.conf')
  fs.writeFileSync(conf, nginxConfig(dir, listenPort, upstreamPorts))
  const busy = await fetch(`http://127.0.0.1:${listenPort}/`).then(() => true, () => false)
  if (busy) throw new Error(`port ${listenPort} is already in use`)
  const child = spawn(NGINX, ['-c', conf, '-p', dir, '-e', path.join(dir, 'error.log')], { stdio: ['ignore', 'ignore', 'inherit'] })
  const deadline = Date.now() + 10_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}; see ${path.join(dir, 'error.log')}`)
    try {
      await fetch(`http://127.0.0.1:${listenPort}/`)
      break
    } catch {
      if (Date.now() > deadline) throw new Error('nginx did not start')
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  process.on('exit', () => child.exitCode === null && child.kill('SIGQUIT'))
  return {
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGQUIT')
      }),
  }
}
