/** One edit of a library file, word for word against the code the installed version ships. */
export interface Edit {
  /** The file, under the folder of the library its plugin edits. */
  file: string;
  find: string;
  replace: string;
}

/**
 * Applies `edits` to library file `id` for the build plugin `plugin`. Each edit's text must appear exactly
 * once, or the library changed under it and the build fails naming the plugin to look at again.
 */
export function applyEdits(code: string, edits: readonly Edit[], id: string, plugin: string): string {
  return edits.reduce((edited, { find, replace }) => {
    const first = edited.indexOf(find);
    if (first < 0 || edited.indexOf(find, first + 1) >= 0)
      throw new Error(`${id} changed: check ${plugin} (scripts/vite)`);
    return edited.slice(0, first) + replace + edited.slice(first + find.length);
  }, code);
}
