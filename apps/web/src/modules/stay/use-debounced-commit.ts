import { useEffect, useRef } from 'react';

/**
 * Spec 5: "debounced 300 ms, distinct only". Calls `commit` once the value has rested for
 * `delay` ms and differs from the last committed one (by `key`). The value present at mount
 * counts as committed: it came from the store.
 */
export function useDebouncedCommit<T>(value: T, commit: (value: T) => void, key: (value: T) => string, delay = 300) {
  const k = key(value);
  const last = useRef(k);
  const commitRef = useRef(commit);
  commitRef.current = commit;
  const valueRef = useRef(value);
  valueRef.current = value;

  useEffect(() => {
    if (k === last.current) return;
    const timer = setTimeout(() => {
      last.current = k;
      commitRef.current(valueRef.current);
    }, delay);
    return () => clearTimeout(timer);
  }, [k, delay]);
}
