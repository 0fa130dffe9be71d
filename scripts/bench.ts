// `npm run bench`: launches bench/run.ts under tsx (it imports the server's extensionless TypeScript,
// which Node's own type stripping cannot resolve). See bench/run.ts for what is measured.
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'bench', 'run.ts')], { cwd: root, stdio: 'inherit' })
process.exit(result.status ?? 1)
