// The v4 lite client's browser build (what InstantSearch pages load) has no declaration file of its own.
declare module 'algoliasearch-v4/dist/algoliasearch-lite.esm.browser.js' {
  export { default } from 'algoliasearch-v4/lite';
}

// …and is given Node's http requester instead of XMLHttpRequest.
declare module 'algoliasearch-v4/node_modules/@algolia/requester-node-http/dist/requester-node-http.esm.js' {
  export { createNodeHttpRequester } from 'algoliasearch-v4/node_modules/@algolia/requester-node-http/dist/requester-node-http';
}
