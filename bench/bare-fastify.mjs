// A bare Fastify hello world (no logger, no plugins, no hooks): the ceiling bench/requests.mjs
// compares GET /api/health against. Started with the same node flags as the server.
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
