/**
 * The `module.exports` of a CommonJS package loaded with `import()`. Node and esbuild's bundle both put
 * it on `default`; the named exports Node derives from the source are a guess (web-push's are not all
 * found), so lazily loaded CommonJS packages are read through this.
 */
export function cjsExports<T extends object>(namespace: T): T {
  return (namespace as { default?: T }).default ?? namespace
}
