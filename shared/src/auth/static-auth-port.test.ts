// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createCheckingAuthPort, createUnavailableAuthPort } from './static-auth-port';

describe('createUnavailableAuthPort', () => {
  it("is signed out, and signing in fails with 'unavailable'", async () => {
    const port = createUnavailableAuthPort();
    expect(port.getState()).toEqual({ status: 'signed-out', user: null });
    await expect(port.signIn('a@example.com', 'secret123')).rejects.toMatchObject({ code: 'unavailable' });
    await expect(port.getIdToken()).resolves.toBeNull();
  });
});

describe('createCheckingAuthPort', () => {
  it('stays checking, never reports a change and gives no token', async () => {
    const port = createCheckingAuthPort();
    const unsubscribe = port.subscribe(() => {
      throw new Error('no change expected');
    });
    await port.signIn('a@example.com', 'secret123');
    await port.signOut();
    expect(port.getState()).toEqual({ status: 'checking', user: null });
    await expect(port.getIdToken()).resolves.toBeNull();
    unsubscribe();
  });
});
