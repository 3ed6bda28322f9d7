// Compiles the server to plain JavaScript in dist-server/ (scripts/compile-server.mjs), so `npm start` runs
// node without tsx. Under tsx every thread (the API's and each search worker's) loads its own TypeScript
// loader and keeps the compiled sources: about 140 MB of the idle server's memory on demo data (issue 17).
import { compileServer } from './compile-server.mjs';

await compileServer('dist-server');
