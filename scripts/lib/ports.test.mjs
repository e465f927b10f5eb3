import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { assertPortsFree } from './ports.mjs';

describe('assertPortsFree', () => {
  it('names a port that is taken, and says how to choose others', async () => {
    const server = net.createServer();
    await new Promise((resolve) => server.listen({ port: 0, host: '127.0.0.1' }, resolve));
    const { port } = server.address();
    try {
      await expect(assertPortsFree({ shell: port }, 'The test site')).rejects.toThrow(
        `The test site cannot start: port ${port} (shell) already in use`,
      );
    } finally {
      server.close();
    }
  });

  it('refuses a port browsers never connect to (6000), before anything starts on it', async () => {
    await expect(assertPortsFree({ shell: 6000, courses: 6001 }, 'A private site')).rejects.toThrow(
      /A private site cannot start: 6000 \(shell\) is a port browsers and fetch\(\) refuse/,
    );
  });
});
