import { useEffect, useState } from 'react'

/** The value once it has stayed unchanged for `delay` ms (search boxes: 300 ms, music-catalog §6). */
export function useDebouncedValue<T>(value: T, delay = 300): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return debounced
}
