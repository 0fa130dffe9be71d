// nginx from Debian as the static-file baseline: one foreground process (daemon off, master_process
// off) with a generated config in a temporary prefix, sendfile on, serving `root` on loopback.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { superviseChild } from './child-process'

export const NGINX_BIN = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

export interface NginxServer {
  url: string
  close: () => Promise<void>
}

export function nginxAvailable(): boolean {
  try {
    fs.accessSync(NGINX_BIN, fs.constants.X_OK)
    return true
  } catch {
    return false
  }
}

function config(prefix: string, root: string, port: number): string {
  return `daemon off;
master_process off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  types { audio/wav wav; audio/mpeg mp3; audio/flac flac; audio/ogg ogg; }
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { }
  }
}
`
}

function waitForPort(port: number, exited: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (exited()) return reject(new Error('nginx exited before it was ready'))
      const socket = net.connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        resolve()
      })
      socket.once('error', () => {
        socket.destroy()
        if (Date.now() > deadline) reject(new Error(`nginx not listening on ${port} after ${timeoutMs} ms`))
        else setTimeout(attempt, 100)
      })
    }
    attempt()
  })
}

export async function startNginx(options: { root: string; port: number }): Promise<NginxServer> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-nginx-'))
  const conf = path.join(prefix, 'nginx.conf')
  fs.writeFileSync(conf, config(prefix, options.root, options.port))
  const child = spawn(NGINX_BIN, ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', conf], { stdio: ['ignore', 'inherit', 'inherit'] })
  const { exited, stop } = superviseChild(child, 5_000)
  const close = async () => {
    await stop()
    fs.rmSync(prefix, { recursive: true, force: true })
  }
  try {
    await waitForPort(options.port, exited, 10_000)
  } catch (error) {
    const log = fs.existsSync(path.join(prefix, 'error.log')) ? fs.readFileSync(path.join(prefix, 'error.log'), 'utf8') : ''
    await close()
    throw new Error(`${String(error)}\n${log}`, { cause: error })
  }
  return { url: `http://127.0.0.1:${options.port}`, close }
}
