// ESLint rule: import cycles in src/server, src/shared, src/client and sw counting `import type` too.
// import-x/no-cycle skips type-only imports, yet a type-only cycle is how the server wiring once
// tangled 72 files (deps type ← modules/index ← every module, docs/decisions/0011). Runtime load
// order is not at stake, structure is: the layers must still point one way. Lazy import() edges
// are left out, as in the import-x rule. The graph is built once per ESLint process from the files
// on disk (a few hundred, read as text), then each file reports the imports that close a cycle.
import fs from 'node:fs'
import path from 'node:path'

// The client joined in issue 27 (docs/decisions/0025): a page registry whose pages import its types back
// was a type-only cycle import-x let through.
const SCOPES = ['src/server', 'src/shared', 'src/client', 'sw']
const SKIP_DIRS = new Set(['node_modules', 'migrations'])
const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/g

function listFiles(dir, out) {
  if (!fs.existsSync(dir)) return out
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) listFiles(full, out)
    } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full)
  }
  return out
}

function resolver(files) {
  const known = new Set(files)
  return (from, spec) => {
    const base = path.resolve(path.dirname(from), spec.replace(/\.js$/, ''))
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
      if (known.has(candidate)) return candidate
    }
    return null
  }
}

/** Strongly connected components of more than one file (Tarjan), as file -> component id. */
function cyclicComponents(graph) {
  let next = 0
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const componentOf = new Map()
  const visit = (v) => {
    index.set(v, next)
    low.set(v, next)
    next++
    stack.push(v)
    onStack.add(v)
    for (const w of graph.get(v)) {
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v), low.get(w)))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)))
    }
    if (low.get(v) !== index.get(v)) return
    const members = []
    let w
    do {
      w = stack.pop()
      onStack.delete(w)
      members.push(w)
    } while (w !== v)
    if (members.length > 1) for (const m of members) componentOf.set(m, v)
  }
  for (const v of graph.keys()) if (!index.has(v)) visit(v)
  return componentOf
}

let analysis = null
function analyse(root) {
  if (analysis?.root === root) return analysis
  const files = SCOPES.flatMap((scope) => listFiles(path.join(root, scope), []))
  const resolve = resolver(files)
  const graph = new Map()
  for (const file of files) {
    const targets = new Set()
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolve(file, match[1])
      if (target) targets.add(target)
    }
    graph.set(file, [...targets])
  }
  analysis = { root, resolve, componentOf: cyclicComponents(graph) }
  return analysis
}

export const typeCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles in src/server, src/shared, src/client and sw, type-only imports included.' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: { cycle: 'Import cycle (type imports count): {{from}} -> {{to}} leads back here. See docs/decisions/0011 and 0025.' },
  },
  create(context) {
    const root = context.options[0]?.root ?? context.cwd
    const file = context.physicalFilename
    const { resolve, componentOf } = analyse(root)
    const component = componentOf.get(file)
    if (component === undefined) return {}
    const check = (node) => {
      const spec = node.source?.value
      if (typeof spec !== 'string' || !spec.startsWith('.')) return
      const target = resolve(file, spec)
      if (target && componentOf.get(target) === component) {
        context.report({ node, messageId: 'cycle', data: { from: path.relative(root, file), to: path.relative(root, target) } })
      }
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check }
  },
}
