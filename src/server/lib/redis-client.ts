// The ioredis client class, for code that loads it with `import()` only when REDIS_URL is set. A static
// named import here goes through esbuild's CommonJS interop; `(await import('ioredis')).Redis` in the
// split production bundle came back undefined ("RedisClient is not a constructor" in the cluster suite).
export { Redis } from 'ioredis'
