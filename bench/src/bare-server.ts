// The ceiling: a bare Fastify route answering a JSON body of the requested size, nothing else.
import Fastify from 'fastify';

const port = Number(process.argv[2] ?? 3299);
const app = Fastify({ logger: false });
const bodies = new Map<number, string>();
app.get('/bare', async (request, reply) => {
  const bytes = Number((request.query as { bytes?: string }).bytes ?? 100);
  let body = bodies.get(bytes);
  if (!body) {
    body = JSON.stringify({ code: 10000, msg: 'success', data: 'x'.repeat(Math.max(0, bytes - 42)) });
    bodies.set(bytes, body);
  }
  return reply.type('application/json').send(body);
});
await app.listen({ host: '127.0.0.1', port });
process.stdout.write('ready\n');
