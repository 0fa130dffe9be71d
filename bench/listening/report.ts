// One table row of the listening benches' report, in the shape of bench/run.ts's table.
export type Row = (name: string, value: string, target: string, ok: boolean | null) => string

export const formatRow: Row = (name, value, target, ok) => {
  const verdict = ok === null ? 'n/a' : ok ? 'ok' : 'MISS'
  return `| ${name.padEnd(36)} | ${value.padStart(10)} | ${target.padStart(9)} | ${verdict.padEnd(4)} |`
}
