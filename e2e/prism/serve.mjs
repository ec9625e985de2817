// The app behind Stoplight Prism's validating proxy, for the browser suite's Prism run: the server on
// PORT+1000, Prism over the server's own OpenAPI document on PORT+1001, and on PORT a front that sends the
// documented API (/api, less the document itself) through Prism and the web app straight to the server.
// Prism's log goes to E2E_PRISM_LOG, where run.mjs reads the calls that left the document.
import { spawn } from 'node:child_process';
import { createWriteStream, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT);
// Far from PORT: the ports beside it may be other test servers' on a shared machine.
const appPort = Number(process.env.E2E_PRISM_APP_PORT ?? port + 1000);
const prismPort = Number(process.env.E2E_PRISM_PORT ?? port + 1001);
const log = createWriteStream(process.env.E2E_PRISM_LOG ?? join(here, '..', '.artifacts', 'prism.log'));
const children = [];
const stopAll = () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
process.on('SIGTERM', () => (stopAll(), process.exit(0)));
process.on('SIGINT', () => (stopAll(), process.exit(0)));
process.on('exit', stopAll);

async function waitFor(url, what) {
  for (let i = 0; i < 360; i++) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`${what} did not start`);
}

const server = spawn(process.execPath, [resolve(here, '../../apps/server/dist/main.js')], {
  env: { ...process.env, PORT: String(appPort) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
children.push(server);
// A server that could not start (its port taken) must not leave another process answering in its place.
server.once('exit', (code) => {
  console.error(`The server stopped (exit ${code})`);
  stopAll();
  process.exit(1);
});
await waitFor(`http://127.0.0.1:${appPort}/api/health`, 'The server');

// The document as the server serves it: what integrators read is what the calls are held to.
const docFile = join(process.env.DATA_DIR ?? here, 'openapi.json');
writeFileSync(docFile, await (await fetch(`http://127.0.0.1:${appPort}/api/docs/json`)).text());
const prism = spawn(
  resolve(here, '../../node_modules/.bin/prism'),
  ['proxy', docFile, `http://127.0.0.1:${appPort}`, '--errors', '-h', '127.0.0.1', '-p', String(prismPort)],
  { stdio: ['ignore', 'pipe', 'pipe'] },
);
children.push(prism);
prism.stdout.pipe(log);
prism.stderr.pipe(log);
await waitFor(`http://127.0.0.1:${prismPort}/api/health`, 'Prism');

// The boundary GeoJSON (megabytes, from files built into the app) goes straight to the server: Prism's
// validator holds its one thread for minutes on such a body and every other call waits behind it.
// Workbook downloads and avatar pictures too: Prism hands a binary body on as text, which breaks it.
const BYPASS = [
  /^\/api\/docs/,
  /^\/api\/(map|analysis)\/boundaries/,
  /\/export(\?|$)/,
  /^\/api\/mine\/import\/(template|jobs\/\d+\/(file|refused))/,
  /^\/api\/system\/user\/avatar\//,
];
// Uploads (the import's workbook, an avatar) go straight too: Prism's proxy reads a request body as text
// and cannot forward a binary file intact; the document describes their multipart body all the same.
const isUpload = (headers) => /^multipart\/form-data/i.test(headers['content-type'] ?? '');
const throughPrism = (url, headers) =>
  url.startsWith('/api/') && !isUpload(headers) && !BYPASS.some((pattern) => pattern.test(url));
createServer((incoming, outgoing) => {
  const viaPrism = throughPrism(incoming.url ?? '/', incoming.headers);
  const headers = { ...incoming.headers };
  // Prism validates bodies it can read: ask the server for them uncompressed on the checked path.
  if (viaPrism) delete headers['accept-encoding'];
  const upstream = request(
    {
      host: '127.0.0.1',
      port: viaPrism ? prismPort : appPort,
      method: incoming.method,
      path: incoming.url,
      headers,
    },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    },
  );
  upstream.on('error', () => outgoing.destroy());
  incoming.pipe(upstream);
}).listen(port, '127.0.0.1');
