import type { ChildProcess } from 'node:child_process'

/**
 * Ties a benchmark's child process (our server, nginx) to this process: killed if the bench dies
 * half-way, and `stop()` ends it with SIGTERM, forcing SIGKILL after `graceMs`.
 */
export function superviseChild(child: ChildProcess, graceMs: number) {
  const exited = () => child.exitCode !== null || child.signalCode !== null
  const killOnExit = () => {
    if (!exited()) child.kill('SIGKILL')
  }
  process.once('exit', killOnExit)
  // A bench that starts many children must not pile up listeners for children already gone.
  child.once('exit', () => process.off('exit', killOnExit))
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
