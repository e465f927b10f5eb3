import { type AuthConfig, AuthError, type AuthState, isAuthError } from '@quantethic/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFirebaseAuthPort, savedSessionUser } from './firebase-auth-port';
import { mapFirebaseError } from './firebase-session';

// The Firebase SDK is replaced by fakes: these tests never load it nor reach a real Firebase.
const sdk = vi.hoisted(() => ({
  initializeApp: vi.fn(),
  initializeAuth: vi.fn(),
  connectAuthEmulator: vi.fn(),
  onIdTokenChanged: vi.fn(),
  signInWithEmailAndPassword: vi.fn(),
  createUserWithEmailAndPassword: vi.fn(),
  signOut: vi.fn(),
  sendPasswordResetEmail: vi.fn(),
  verifyPasswordResetCode: vi.fn(),
  confirmPasswordReset: vi.fn(),
}));

vi.mock('firebase/app', () => ({ initializeApp: sdk.initializeApp }));
vi.mock('firebase/auth', () => ({
  browserLocalPersistence: { type: 'LOCAL' },
  initializeAuth: sdk.initializeAuth,
  connectAuthEmulator: sdk.connectAuthEmulator,
  onIdTokenChanged: sdk.onIdTokenChanged,
  signInWithEmailAndPassword: sdk.signInWithEmailAndPassword,
  createUserWithEmailAndPassword: sdk.createUserWithEmailAndPassword,
  signOut: sdk.signOut,
  sendPasswordResetEmail: sdk.sendPasswordResetEmail,
  verifyPasswordResetCode: sdk.verifyPasswordResetCode,
  confirmPasswordReset: sdk.confirmPasswordReset,
}));

const NO_KEY: AuthConfig = { apiKey: '', authDomain: '', projectId: '', emulatorUrl: null };
const CONFIGURED: AuthConfig = {
  apiKey: 'test-key',
  authDomain: 'quantethic.test',
  projectId: 'quantethic-test',
  emulatorUrl: null,
};
const SESSION_KEY = `firebase:authUser:${CONFIGURED.apiKey}:[DEFAULT]`;

/** Lets pending promise callbacks (config resolution, dynamic imports) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The fake SDK's signed-in user, as onIdTokenChanged reports it first. */
let restoredUser: { uid: string; email: string | null } | null = null;
const fakeAuth = {
  get currentUser() {
    return restoredUser
      ? {
          ...restoredUser,
          getIdTokenResult: vi.fn(async () => ({
            token: 'id-token',
            issuedAtTime: 'Tue, 01 Jul 2025 10:00:00 GMT',
          })),
        }
      : null;
  },
};

beforeEach(() => {
  restoredUser = null;
  sdk.initializeApp.mockImplementation(() => ({ name: '[DEFAULT]' }));
  sdk.initializeAuth.mockImplementation(() => fakeAuth);
  sdk.onIdTokenChanged.mockImplementation((_auth, callback: (user: unknown) => void) => {
    callback(restoredUser);
    return () => {};
  });
  sdk.signInWithEmailAndPassword.mockResolvedValue({});
  sdk.createUserWithEmailAndPassword.mockResolvedValue({});
  sdk.signOut.mockResolvedValue(undefined);
  sdk.sendPasswordResetEmail.mockResolvedValue(undefined);
  sdk.verifyPasswordResetCode.mockResolvedValue('aisha@example.com');
  sdk.confirmPasswordReset.mockResolvedValue(undefined);
});

afterEach(() => {
  vi.resetAllMocks();
});

describe('mapFirebaseError', () => {
  it.each([
    ['auth/user-not-found', 'user-not-found'],
    ['auth/wrong-password', 'wrong-password'],
    ['auth/invalid-credential', 'invalid-credential'],
    ['auth/invalid-login-credentials', 'invalid-credential'],
    ['auth/invalid-email', 'invalid-email'],
    ['auth/email-already-in-use', 'email-already-in-use'],
    ['auth/weak-password', 'weak-password'],
    ['auth/missing-password', 'missing-fields'],
    ['auth/missing-email', 'missing-fields'],
    ['auth/too-many-requests', 'too-many-requests'],
    ['auth/network-request-failed', 'network'],
    ['auth/expired-action-code', 'expired-action-code'],
    ['auth/invalid-action-code', 'invalid-action-code'],
  ])('maps %s to %s and keeps the provider code as the message', (code, expected) => {
    const error = mapFirebaseError(Object.assign(new Error(`Firebase: Error (${code}).`), { code }));
    expect(error).toBeInstanceOf(AuthError);
    expect(isAuthError(error)).toBe(true);
    expect(error.code).toBe(expected);
    expect(error.message).toBe(code);
  });

  it('maps a plain object with a code too', () => {
    expect(mapFirebaseError({ code: 'auth/wrong-password' }).code).toBe('wrong-password');
  });

  it("maps an unknown provider code to 'unknown', keeping the code in the message", () => {
    const error = mapFirebaseError({ code: 'auth/quota-exceeded' });
    expect(error.code).toBe('unknown');
    expect(error.message).toBe('auth/quota-exceeded');
  });

  it("maps an error without a code to 'unknown' with the error's message", () => {
    const error = mapFirebaseError(new Error('socket hang up'));
    expect(error.code).toBe('unknown');
    expect(error.message).toBe('socket hang up');
  });

  it.each([null, undefined, 'auth/wrong-password', 42, { code: 7 }])(
    "maps the non-error %j to 'unknown'",
    (value) => {
      const error = mapFirebaseError(value);
      expect(error.code).toBe('unknown');
      expect(error.message).toBe('unknown error');
    },
  );
});

describe('createFirebaseAuthPort without an API key', () => {
  it('is signed out, and sign-in rejects with "unavailable" without loading the SDK', async () => {
    const port = createFirebaseAuthPort(Promise.resolve(NO_KEY));
    await settle();
    expect(port.getState()).toEqual({ status: 'signed-out', user: null });

    const failure = await port.signIn('aisha@example.com', 'secret123').catch((error: unknown) => error);
    expect(isAuthError(failure)).toBe(true);
    expect((failure as AuthError).code).toBe('unavailable');
    await expect(port.signUp('aisha@example.com', 'secret123')).rejects.toMatchObject({
      code: 'unavailable',
    });
    await expect(port.sendPasswordReset('aisha@example.com')).rejects.toMatchObject({ code: 'unavailable' });

    expect(port.getState().status).toBe('signed-out');
    expect(sdk.initializeApp).not.toHaveBeenCalled();
    expect(sdk.initializeAuth).not.toHaveBeenCalled();
  });

  it('signs out and gives no token without loading the SDK', async () => {
    const port = createFirebaseAuthPort(NO_KEY);
    await settle();
    await expect(port.signOut()).resolves.toBeUndefined();
    await expect(port.getIdToken()).resolves.toBeNull();
    expect(sdk.initializeApp).not.toHaveBeenCalled();
  });

  it("starts 'checking' when a session is saved, then settles on signed-out (and logs why)", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('firebase:authUser:some-old-key:[DEFAULT]', '{"uid":"u1"}');
    const port = createFirebaseAuthPort(Promise.resolve(NO_KEY));
    expect(port.getState()).toEqual({ status: 'checking', user: null });

    const seen: AuthState[] = [];
    port.subscribe((state) => seen.push(state));
    await settle();
    expect(port.getState()).toEqual({ status: 'signed-out', user: null });
    expect(seen).toEqual([{ status: 'signed-out', user: null }]);
    expect(error).toHaveBeenCalledWith('[auth]', expect.stringContaining('not configured'));
    expect(sdk.initializeApp).not.toHaveBeenCalled();
  });
});

describe('createFirebaseAuthPort when the auth config cannot be had', () => {
  it("settles on signed-out instead of 'checking' forever, and sign-in reports a network error", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(SESSION_KEY, '{"uid":"u1"}');
    const port = createFirebaseAuthPort(Promise.reject(new Error('config.json unreadable')));
    expect(port.getState().status).toBe('checking');
    await settle();
    expect(port.getState()).toEqual({ status: 'signed-out', user: null });
    expect(error).toHaveBeenCalledWith('[auth] no auth config:', 'config.json unreadable');
    await expect(port.signIn('aisha@example.com', 'secret123')).rejects.toMatchObject({ code: 'network' });
    expect(sdk.initializeApp).not.toHaveBeenCalled();
  });
});

describe('createFirebaseAuthPort initial state', () => {
  it("is 'signed-out' without a saved session, once the config resolves, and the SDK is not loaded", async () => {
    let resolveConfig: (config: AuthConfig) => void = () => {};
    const port = createFirebaseAuthPort(new Promise<AuthConfig>((resolve) => (resolveConfig = resolve)));
    const listener = vi.fn();
    port.subscribe(listener);

    resolveConfig(CONFIGURED);
    await settle();
    expect(port.getState()).toEqual({ status: 'signed-out', user: null });
    // Already signed out: no change to report.
    expect(listener).not.toHaveBeenCalled();
    expect(sdk.initializeApp).not.toHaveBeenCalled();
  });

  it("is 'checking' while a saved session exists (localStorage 'firebase:authUser:…')", () => {
    localStorage.setItem(SESSION_KEY, '{"uid":"u1"}');
    const port = createFirebaseAuthPort(new Promise<AuthConfig>(() => {}));
    expect(port.getState()).toEqual({ status: 'checking', user: null });
  });

  it("restores a saved session: 'checking', then signed-in with the SDK's user", async () => {
    localStorage.setItem(SESSION_KEY, '{"uid":"u1"}');
    restoredUser = { uid: 'u1', email: 'aisha@example.com' };
    const port = createFirebaseAuthPort(Promise.resolve(CONFIGURED));
    expect(port.getState().status).toBe('checking');
    const listener = vi.fn();
    port.subscribe(listener);

    await vi.waitFor(() => expect(port.getState().status).toBe('signed-in'));
    expect(port.getState().user).toEqual({ uid: 'u1', email: 'aisha@example.com' });
    expect(listener).toHaveBeenCalledExactlyOnceWith({
      status: 'signed-in',
      user: { uid: 'u1', email: 'aisha@example.com' },
    });
    expect(sdk.initializeApp).toHaveBeenCalledExactlyOnceWith({
      apiKey: 'test-key',
      authDomain: 'quantethic.test',
      projectId: 'quantethic-test',
    });
    expect(sdk.initializeAuth).toHaveBeenCalledWith(expect.anything(), {
      persistence: { type: 'LOCAL' },
    });
    await expect(port.getIdToken()).resolves.toEqual({
      token: 'id-token',
      issuedAt: Date.parse('Tue, 01 Jul 2025 10:00:00 GMT'),
    });
  });

  it('settles on signed-out when the saved session is no longer valid', async () => {
    localStorage.setItem(SESSION_KEY, '{"uid":"u1"}');
    const port = createFirebaseAuthPort(CONFIGURED);
    await vi.waitFor(() => expect(sdk.onIdTokenChanged).toHaveBeenCalled());
    await settle();
    expect(port.getState()).toEqual({ status: 'signed-out', user: null });
  });
});

/** A session as Firebase saves it (browserLocalPersistence), restorable: uid and refresh token. */
const RESTORABLE = JSON.stringify({
  uid: 'u1',
  email: 'aisha@example.com',
  stsTokenManager: { refreshToken: 'refresh-1', accessToken: 'access-1', expirationTime: 1 },
});

describe('savedSessionUser', () => {
  it('reads the uid and email of a restorable saved session', () => {
    localStorage.setItem(SESSION_KEY, RESTORABLE);
    expect(savedSessionUser(CONFIGURED.apiKey)).toEqual({ uid: 'u1', email: 'aisha@example.com' });
  });

  it.each([
    ['nothing saved', null],
    ['corrupt JSON', '{"uid":'],
    ['no refresh token', '{"uid":"u1","stsTokenManager":{}}'],
    ['no uid', '{"stsTokenManager":{"refreshToken":"r"}}'],
    ['an empty uid', '{"uid":"","stsTokenManager":{"refreshToken":"r"}}'],
    ['not an object', '"u1"'],
    ['null', 'null'],
  ])('is null for %s', (_, value) => {
    if (value !== null) localStorage.setItem(SESSION_KEY, value);
    expect(savedSessionUser(CONFIGURED.apiKey)).toBeNull();
  });

  it('gives a null email when the session has none, and ignores sessions of other API keys', () => {
    localStorage.setItem(SESSION_KEY, '{"uid":"u1","stsTokenManager":{"refreshToken":"r"}}');
    expect(savedSessionUser(CONFIGURED.apiKey)).toEqual({ uid: 'u1', email: null });
    expect(savedSessionUser('another-key')).toBeNull();
  });
});

describe('createFirebaseAuthPort with a restorable saved session', () => {
  it('is signed in at once from the saved session, and has Firebase check it once verifyAfter settles', async () => {
    localStorage.setItem(SESSION_KEY, RESTORABLE);
    restoredUser = { uid: 'u1', email: 'aisha@example.com' };
    let pageReady: () => void = () => {};
    const port = createFirebaseAuthPort(Promise.resolve(CONFIGURED), {
      verifyAfter: new Promise<void>((resolve) => (pageReady = resolve)),
    });
    await settle();
    expect(port.getState()).toEqual({ status: 'signed-in', user: { uid: 'u1', email: 'aisha@example.com' } });
    expect(sdk.initializeApp).not.toHaveBeenCalled();

    pageReady();
    await vi.waitFor(() => expect(sdk.onIdTokenChanged).toHaveBeenCalled());
    expect(port.getState().status).toBe('signed-in');
  });

  it('turns signed-out when Firebase no longer accepts the saved session', async () => {
    localStorage.setItem(SESSION_KEY, RESTORABLE);
    restoredUser = null; // e.g. the account was deleted or the session revoked
    const port = createFirebaseAuthPort(Promise.resolve(CONFIGURED));
    const seen: AuthState[] = [];
    port.subscribe((state) => seen.push(state));
    await vi.waitFor(() => expect(port.getState().status).toBe('signed-out'));
    expect(seen.map((state) => state.status)).toEqual(['signed-in', 'signed-out']);
  });

  it('loads Firebase at once when a token is needed before verifyAfter settles', async () => {
    localStorage.setItem(SESSION_KEY, RESTORABLE);
    restoredUser = { uid: 'u1', email: 'aisha@example.com' };
    const port = createFirebaseAuthPort(Promise.resolve(CONFIGURED), { verifyAfter: new Promise(() => {}) });
    await settle();
    await expect(port.getIdToken()).resolves.toMatchObject({ token: 'id-token' });
    expect(sdk.initializeApp).toHaveBeenCalledOnce();
  });

  it('stays signed in when Firebase cannot be loaded to check the session, and tries again later', async () => {
    localStorage.setItem(SESSION_KEY, RESTORABLE);
    restoredUser = { uid: 'u1', email: 'aisha@example.com' };
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    sdk.initializeApp.mockImplementationOnce(() => {
      throw new Error('offline');
    });
    const port = createFirebaseAuthPort(Promise.resolve(CONFIGURED));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('[auth]', expect.stringContaining('offline')));
    expect(port.getState().status).toBe('signed-in');

    await port.signOut();
    expect(sdk.signOut).toHaveBeenCalledWith(fakeAuth);
  });
});

describe('checking a saved session without the SDK (first load stays light)', () => {
  const answer = (status: number, body: unknown) =>
    vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));

  it('asks the token service with the refresh token; accepted, the visitor stays signed in and the SDK is never loaded', async () => {
    localStorage.setItem(SESSION_KEY, RESTORABLE);
    const fetchMock = answer(200, { user_id: 'u1', id_token: 'x', refresh_token: 'refresh-2' });
    vi.stubGlobal('fetch', fetchMock);
    const port = createFirebaseAuthPort(Promise.resolve(CONFIGURED));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    await settle();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://securetoken.googleapis.com/v1/token?key=test-key');
    expect(init.method).toBe('POST');
    expect(String(init.body)).toBe('grant_type=refresh_token&refresh_token=refresh-1');
    expect(port.getState()).toEqual({ status: 'signed-in', user: { uid: 'u1', email: 'aisha@example.com' } });
    expect(sdk.initializeApp).not.toHaveBeenCalled();
    expect(localStorage.getItem(SESSION_KEY)).toBe(RESTORABLE);
    vi.unstubAllGlobals();
  });

  it("asks the emulator's token service when the config names one", async () => {
    localStorage.setItem(SESSION_KEY, RESTORABLE);
    const fetchMock = answer(200, { user_id: 'u1' });
    vi.stubGlobal('fetch', fetchMock);
    createFirebaseAuthPort(Promise.resolve({ ...CONFIGURED, emulatorUrl: 'http://127.0.0.1:9099' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      'http://127.0.0.1:9099/securetoken.googleapis.com/v1/token?key=test-key',
    );
    vi.unstubAllGlobals();
  });

  it.each([
    ['the account was deleted', 400, { error: { message: 'USER_NOT_FOUND' } }],
    ['the session was revoked', 400, { error: { message: 'TOKEN_EXPIRED' } }],
    ['the account is disabled', 400, { error: { message: 'USER_DISABLED' } }],
    ['the token is not valid', 400, { error: { message: 'INVALID_REFRESH_TOKEN' } }],
    ['the token belongs to someone else', 200, { user_id: 'someone-else' }],
  ])(
    'signs the visitor out and forgets the saved session when %s, without the SDK',
    async (_why, status, body) => {
      localStorage.setItem(SESSION_KEY, RESTORABLE);
      vi.stubGlobal('fetch', answer(status, body));
      const port = createFirebaseAuthPort(Promise.resolve(CONFIGURED));
      await vi.waitFor(() => expect(port.getState().status).toBe('signed-out'));
      expect(localStorage.getItem(SESSION_KEY)).toBeNull();
      expect(sdk.initializeApp).not.toHaveBeenCalled();
      vi.unstubAllGlobals();
    },
  );

  it('lets the SDK check it when the token service gives no clear answer (down, or offline)', async () => {
    localStorage.setItem(SESSION_KEY, RESTORABLE);
    restoredUser = { uid: 'u1', email: 'aisha@example.com' };
    vi.stubGlobal('fetch', answer(503, { error: { message: 'UNAVAILABLE' } }));
    const port = createFirebaseAuthPort(Promise.resolve(CONFIGURED));
    await vi.waitFor(() => expect(sdk.onIdTokenChanged).toHaveBeenCalled());
    expect(port.getState().status).toBe('signed-in');
    vi.unstubAllGlobals();
  });
});

describe('createFirebaseAuthPort with the (fake) SDK', () => {
  it('loads the SDK on the first sign-in, connecting the emulator when configured', async () => {
    const port = createFirebaseAuthPort({ ...CONFIGURED, emulatorUrl: 'http://127.0.0.1:9099' });
    await settle();
    expect(sdk.initializeApp).not.toHaveBeenCalled();

    await port.signIn('aisha@example.com', 'secret123');
    expect(sdk.initializeApp).toHaveBeenCalledOnce();
    expect(sdk.connectAuthEmulator).toHaveBeenCalledWith(fakeAuth, 'http://127.0.0.1:9099', {
      disableWarnings: true,
    });
    expect(sdk.signInWithEmailAndPassword).toHaveBeenCalledWith(fakeAuth, 'aisha@example.com', 'secret123');

    // The SDK is loaded once.
    await port.signUp('new@example.com', 'secret123');
    expect(sdk.initializeApp).toHaveBeenCalledOnce();
    expect(sdk.createUserWithEmailAndPassword).toHaveBeenCalledWith(fakeAuth, 'new@example.com', 'secret123');
  });

  it("maps the SDK's errors to the port's codes", async () => {
    sdk.signInWithEmailAndPassword.mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/wrong-password).'), { code: 'auth/wrong-password' }),
    );
    const port = createFirebaseAuthPort(CONFIGURED);
    await expect(port.signIn('aisha@example.com', 'nope')).rejects.toMatchObject({
      name: 'AuthError',
      code: 'wrong-password',
    });
  });

  it("reports 'network' when the SDK cannot be set up, and tries again next time", async () => {
    sdk.initializeApp.mockImplementationOnce(() => {
      throw new Error('offline');
    });
    const port = createFirebaseAuthPort(CONFIGURED);
    await expect(port.signIn('aisha@example.com', 'secret123')).rejects.toMatchObject({ code: 'network' });
    expect(port.getState().status).toBe('signed-out');

    await expect(port.signIn('aisha@example.com', 'secret123')).resolves.toBeUndefined();
    expect(sdk.initializeApp).toHaveBeenCalledTimes(2);
  });

  it('sends a password reset email, and does not reveal whether the account exists', async () => {
    const port = createFirebaseAuthPort(CONFIGURED);
    await expect(port.sendPasswordReset('aisha@example.com')).resolves.toBeUndefined();
    expect(sdk.sendPasswordResetEmail).toHaveBeenCalledWith(fakeAuth, 'aisha@example.com');

    sdk.sendPasswordResetEmail.mockRejectedValue({ code: 'auth/user-not-found' });
    await expect(port.sendPasswordReset('nobody@example.com')).resolves.toBeUndefined();

    sdk.sendPasswordResetEmail.mockRejectedValue({ code: 'auth/too-many-requests' });
    await expect(port.sendPasswordReset('aisha@example.com')).rejects.toMatchObject({
      code: 'too-many-requests',
    });
  });

  it('verifies a reset code and sets the new password, mapping expired and invalid codes', async () => {
    const port = createFirebaseAuthPort(CONFIGURED);
    await expect(port.verifyPasswordResetCode?.('code-1')).resolves.toBe('aisha@example.com');
    expect(sdk.verifyPasswordResetCode).toHaveBeenCalledWith(fakeAuth, 'code-1');
    await expect(port.confirmPasswordReset?.('code-1', 'new-secret-123')).resolves.toBeUndefined();
    expect(sdk.confirmPasswordReset).toHaveBeenCalledWith(fakeAuth, 'code-1', 'new-secret-123');

    sdk.verifyPasswordResetCode.mockRejectedValue({ code: 'auth/expired-action-code' });
    await expect(port.verifyPasswordResetCode?.('old')).rejects.toMatchObject({
      code: 'expired-action-code',
    });
    sdk.confirmPasswordReset.mockRejectedValue({ code: 'auth/invalid-action-code' });
    await expect(port.confirmPasswordReset?.('bad', 'new-secret-123')).rejects.toMatchObject({
      code: 'invalid-action-code',
    });
  });

  it('signs out through the SDK once it is loaded', async () => {
    localStorage.setItem(SESSION_KEY, '{"uid":"u1"}');
    restoredUser = { uid: 'u1', email: 'aisha@example.com' };
    const port = createFirebaseAuthPort(CONFIGURED);
    await vi.waitFor(() => expect(port.getState().status).toBe('signed-in'));
    await port.signOut();
    expect(sdk.signOut).toHaveBeenCalledWith(fakeAuth);
  });
});
