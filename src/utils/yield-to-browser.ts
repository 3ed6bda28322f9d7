/** Resolves in a task of its own, so the browser can handle input and paint between two pieces of work. */
export const yieldToBrowser = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
