// An idle keep-alive connection stays open longer than a client's or a load balancer's own idle
// timeout (commonly 60 s), so the peer closes it first and never sends a request on a connection
// the server is closing (ECONNRESET; seen in a browser test when Node's 5 s default applied).
import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** Sends one GET on the socket and resolves with the status line of its answer. */
function requestOn(socket: net.Socket, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString('latin1');
      // /api/health answers a small body with a length: the head and body come together.
      if (received.includes('\r\n\r\n')) {
        socket.off('data', onData);
        socket.off('close', onClose);
        resolve(received.split('\r\n')[0]!);
      }
    };
    const onClose = () => reject(new Error('the server closed the connection'));
    socket.on('data', onData);
    socket.once('close', onClose);
    socket.write(`GET /api/health HTTP/1.1\r\nHost: ${host}\r\nConnection: keep-alive\r\n\r\n`);
  });
}

it('answers a second request on a connection left idle past Node’s 5 s default', async () => {
  const { hostname, port } = new URL(app.url);
  const socket = net.connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  try {
    expect(await requestOn(socket, `${hostname}:${port}`)).toBe('HTTP/1.1 200 OK');
    await new Promise((resolve) => setTimeout(resolve, 6_500));
    expect(socket.destroyed).toBe(false);
    expect(await requestOn(socket, `${hostname}:${port}`)).toBe('HTTP/1.1 200 OK');
  } finally {
    socket.destroy();
  }
}, 20_000);
