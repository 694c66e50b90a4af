// The yardsticks: a bare Fastify JSON route, measured in the same run as the API so figures are ratios, and
// the same server answering a body of a given size (`/bytes/{size}`), which shows what sending a cached
// page's bytes costs by itself (the kernel's loopback and the load generator reading them).
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';

const MAX_BYTES = 1_000_000;
// Random, so that nothing on the way could make it smaller.
const bytes = randomBytes(MAX_BYTES);

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
app.get<{ Params: { size: string } }>('/bytes/:size', async (request, reply) => {
  const size = Math.min(Number(request.params.size) || 0, MAX_BYTES);
  return reply.type('application/octet-stream').send(bytes.subarray(0, size));
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
