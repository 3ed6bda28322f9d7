// The baseline of bench:api: Fastify with one hello-world route and nothing else, in its own process like
// the app's, on the port given as the first argument (0: any free one, printed on stdout).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const address = await app.listen({ host: '127.0.0.1', port: Number(process.argv[2] ?? 0) });
process.stdout.write(`${address}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
