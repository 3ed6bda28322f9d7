import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readOption } from '../utils/read-option';

/**
 * A toggle value kept in the URL (?chamber=senate) so Back and shared links restore it.
 * Unknown values fall back to the default; choosing the default removes the parameter.
 */
export function useSearchParamOption<V extends string>(
  name: string,
  allowed: readonly { value: V }[],
  fallback: V,
): [V, (value: V) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = readOption(searchParams, name, allowed, fallback);
  const setValue = useCallback(
    (next: V) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === fallback) params.delete(name);
          else params.set(name, next);
          return params;
        },
        { replace: true },
      ),
    [fallback, name, setSearchParams],
  );
  return [value, setValue];
}
