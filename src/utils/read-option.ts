/** The value of query parameter `name` if it is one of `allowed`, else `fallback` (URLs are user input). */
export function readOption<V extends string>(
  searchParams: URLSearchParams,
  name: string,
  allowed: readonly { value: V }[],
  fallback: V,
): V {
  const raw = searchParams.get(name);
  return allowed.find((option) => option.value === raw)?.value ?? fallback;
}
