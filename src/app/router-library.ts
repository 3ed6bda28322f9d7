// React Router, which the app's start-up module imports. src/main.tsx loads it in a step of its own so
// that evaluating it and evaluating the app are two shorter tasks rather than one long one (issue 8:
// TBT). The names are those the start-up uses, so the rest of the library is still left out of the build.
export { createBrowserRouter, RouterProvider } from 'react-router-dom';
