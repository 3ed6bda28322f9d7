import { useState } from 'react';

/**
 * The value first given, for as long as each one given after is equal to it (the same JSON): a value
 * rebuilt on every render, such as one read from InstantSearch's state, then stays the same object
 * while nothing in it changes, so what it is handed to need not render again.
 */
export function useEqualValue<T>(value: T): T {
  const json = JSON.stringify(value);
  const [kept, setKept] = useState({ value, json });
  if (kept.json === json) return kept.value;
  setKept({ value, json });
  return value;
}
