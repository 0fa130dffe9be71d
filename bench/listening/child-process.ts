import type { ChildProcess } from 'node:child_process'

/**
 * Ties a benchmark's child process (our server, nginx) to this process: killed if the bench dies
 * half-way, and `stop()` ends it with SIGTERM, forcing SIGKILL after `graceMs`.
 */
export function superviseChild(child: ChildProcess, graceMs: number) {
  const exited = () => child.exitCode !== null || child.signalCode !== null
  process.once('exit', () => {
    if (!exited()) child.kill('SIGKILL')
  })
  return {
    exited,
    async stop(): Promise<void> {
      if (exited()) return
      const done = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
      await done
      clearTimeout(timer)
    },
  }
}
