import { describe, expect, it } from 'vitest';
import { CONTRACT_VERSION } from './contract-version';
import { isCompatibleContract, isRemoteModule, isRemoteName, parseVersion, REMOTE_NAMES } from './remote';

describe('parseVersion', () => {
  it.each([
    ['1.0.0', { major: 1, minor: 0, patch: 0 }],
    ['2.13.7', { major: 2, minor: 13, patch: 7 }],
    ['1.2.3-beta.1', { major: 1, minor: 2, patch: 3 }],
    ['1.2.3+build.5', { major: 1, minor: 2, patch: 3 }],
    [' 1.2.3 ', { major: 1, minor: 2, patch: 3 }],
  ])('parses %j', (version, expected) => {
    expect(parseVersion(version)).toEqual(expected);
  });

  it.each([
    '',
    '1',
    '1.2',
    '1.2.3.4',
    'v1.2.3',
    '1.x.0',
    'one.two.three',
    '1.2.3beta',
    null,
    undefined,
    1,
    {},
  ])('rejects %j', (version) => {
    expect(parseVersion(version)).toBeNull();
  });
});

describe('isCompatibleContract — same major version is compatible', () => {
  it('the build is compatible with itself', () => {
    expect(parseVersion(CONTRACT_VERSION)).not.toBeNull();
    expect(isCompatibleContract(CONTRACT_VERSION, CONTRACT_VERSION)).toBe(true);
  });

  it.each([
    ['1.0.0', '1.0.0'],
    ['1.4.0', '1.0.0'],
    ['1.0.9', '1.0.0'],
    ['1.0.0', '1.7.3'],
    ['2.1.0', '2.0.5'],
  ])('remote %s is compatible with host %s', (remote, host) => {
    expect(isCompatibleContract(remote, host)).toBe(true);
  });

  it.each([
    ['2.0.0', '1.0.0'],
    ['0.9.0', '1.0.0'],
    ['1.0.0', '2.0.0'],
  ])('remote %s is incompatible with host %s (different major)', (remote, host) => {
    expect(isCompatibleContract(remote, host)).toBe(false);
  });

  it.each<[unknown, string]>([
    ['garbage', '1.0.0'],
    ['', '1.0.0'],
    [undefined, '1.0.0'],
    [null, '1.0.0'],
    [1, '1.0.0'],
    ['1', '1.0.0'],
    ['1.0.0', 'garbage'],
    ['1.0.0', ''],
  ])('garbage versions are incompatible (remote %j, host %j)', (remote, host) => {
    expect(isCompatibleContract(remote, host)).toBe(false);
  });
});

const Component = () => null;

describe('isRemoteModule — needs a string contractVersion and a function default', () => {
  it.each([
    ['a function component', { contractVersion: '1.0.0', default: Component }],
    ['a class component', { contractVersion: '1.0.0', default: class {} }],
  ])('accepts a module with %s', (_case, value) => {
    expect(isRemoteModule(value)).toBe(true);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'module'],
    ['a function', Component],
    ['a module without contractVersion', { default: Component }],
    ['a numeric contractVersion', { contractVersion: 1, default: Component }],
    ['a module without default', { contractVersion: '1.0.0' }],
    ['a non-function default', { contractVersion: '1.0.0', default: { render: Component } }],
  ])('rejects %s', (_case, value) => {
    expect(isRemoteModule(value)).toBe(false);
  });
});

describe('isRemoteName', () => {
  it('knows the four remotes', () => {
    expect([...REMOTE_NAMES]).toEqual(['courses', 'knowledge', 'company', 'account']);
  });

  it.each(['courses', 'knowledge', 'company', 'account'])('accepts %j', (name) => {
    expect(isRemoteName(name)).toBe(true);
  });

  it.each(['shell', 'Courses', 'course', '', ' courses', null, undefined, 1])('rejects %j', (name) => {
    expect(isRemoteName(name)).toBe(false);
  });
});
