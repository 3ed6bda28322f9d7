import type { Plugin } from 'vite';

/** React DOM's client, as its CommonJS entry loads it. */
const REACT_DOM_CLIENT = /\/react-dom\/cjs\/react-dom-client\.production\.js$/;

/**
 * React DOM makes its sentinel errors (thrown to suspend a render, never shown) as it loads. Chromium
 * records a stack trace with every Error made, and to say where in React DOM's one enormous function the
 * error was made, V8 parses that whole function again: 40–70 ms of main thread at 1x in every page's
 * start-up (issue 20: TBT; found by cutting React DOM's initialisation short at each of 200 points). An
 * Error.stackTraceLimit that is not a number means "no stack" to V8, so it is unset while React DOM
 * initialises, and put back as soon as it has.
 */
export function reactDomWithoutLoadStacks(): Plugin {
  const strictMode = '"use strict";';
  return {
    name: 'statehouse-react-dom-without-load-stacks',
    apply: 'build',
    transform(code, id) {
      if (!REACT_DOM_CLIENT.test(id)) return null;
      const at = code.indexOf(strictMode);
      if (at < 0) throw new Error(`${id} no longer starts in strict mode: check reactDomWithoutLoadStacks`);
      const start = at + strictMode.length;
      return {
        code:
          `${code.slice(0, start)}var __stackTraceLimit = Error.stackTraceLimit;` +
          `if (typeof __stackTraceLimit === "number") Error.stackTraceLimit = void 0;` +
          `${code.slice(start)}\n;if (typeof __stackTraceLimit === "number") Error.stackTraceLimit = __stackTraceLimit;`,
        map: null,
      };
    },
  };
}
