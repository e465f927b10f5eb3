import { describe, expect, it, vi } from 'vitest';
import {
  clearVisitorInfo,
  getVisitorInfo,
  isRegistered,
  isValidEmail,
  isValidPhone,
  saveVisitorInfo,
  VISITOR_KEYS,
  validateVisitorInfo,
} from './visitor';

const VISITOR = { name: 'Aisha Rahman', email: 'aisha@example.com', phone: '+44 20 7946 0958' };

function store(values: Partial<Record<'userName' | 'userEmail' | 'userPhone', string>>) {
  for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
}

describe('visitor storage keys (SPEC §3)', () => {
  it('are exactly userName, userEmail and userPhone', () => {
    expect(VISITOR_KEYS).toEqual({ name: 'userName', email: 'userEmail', phone: 'userPhone' });
  });

  it('saveVisitorInfo writes to exactly those keys', () => {
    expect(saveVisitorInfo(VISITOR)).toBe(true);
    expect(Object.keys(localStorage).sort()).toEqual(['userEmail', 'userName', 'userPhone']);
    expect(localStorage.getItem('userName')).toBe(VISITOR.name);
    expect(localStorage.getItem('userEmail')).toBe(VISITOR.email);
    expect(localStorage.getItem('userPhone')).toBe(VISITOR.phone);
  });
});

describe('isRegistered — only when name, email and phone are all stored', () => {
  it('is true when all three are stored', () => {
    store({ userName: 'Aisha', userEmail: 'aisha@example.com', userPhone: '0123456789' });
    expect(isRegistered()).toBe(true);
    expect(getVisitorInfo()).toEqual({ name: 'Aisha', email: 'aisha@example.com', phone: '0123456789' });
  });

  it.each([
    ['nothing is stored', {}],
    ['the name is missing', { userEmail: 'a@example.com', userPhone: '0123456789' }],
    ['the email is missing', { userName: 'Aisha', userPhone: '0123456789' }],
    ['the phone is missing', { userName: 'Aisha', userEmail: 'a@example.com' }],
    ['the name is blank', { userName: '   ', userEmail: 'a@example.com', userPhone: '0123456789' }],
    ['the email is empty', { userName: 'Aisha', userEmail: '', userPhone: '0123456789' }],
    ['the phone is blank', { userName: 'Aisha', userEmail: 'a@example.com', userPhone: ' \t ' }],
  ])('is false when %s', (_case, values) => {
    store(values);
    expect(isRegistered()).toBe(false);
    expect(getVisitorInfo()).toBeNull();
  });

  it('is false when storage cannot be read', () => {
    store({ userName: 'Aisha', userEmail: 'aisha@example.com', userPhone: '0123456789' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(isRegistered()).toBe(false);
  });
});

describe('saveVisitorInfo / clearVisitorInfo', () => {
  it('saves trimmed values and registers the visitor', () => {
    saveVisitorInfo({ name: '  Aisha  ', email: ' aisha@example.com\n', phone: '\t0123456789 ' });
    expect(localStorage.getItem('userName')).toBe('Aisha');
    expect(localStorage.getItem('userEmail')).toBe('aisha@example.com');
    expect(localStorage.getItem('userPhone')).toBe('0123456789');
    expect(isRegistered()).toBe(true);
  });

  it('returns false when storage refuses the value', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(saveVisitorInfo(VISITOR)).toBe(false);
    expect(isRegistered()).toBe(false);
  });

  it('clearVisitorInfo removes the three keys and leaves other data alone', () => {
    saveVisitorInfo(VISITOR);
    localStorage.setItem('quantethic-theme', 'dark');
    clearVisitorInfo();
    expect(isRegistered()).toBe(false);
    expect(localStorage.getItem('userName')).toBeNull();
    expect(localStorage.getItem('userEmail')).toBeNull();
    expect(localStorage.getItem('userPhone')).toBeNull();
    expect(localStorage.getItem('quantethic-theme')).toBe('dark');
  });
});

describe('validateVisitorInfo — field messages', () => {
  it('accepts a complete, valid form', () => {
    expect(validateVisitorInfo(VISITOR)).toEqual({});
  });

  it('asks for every field of an empty form', () => {
    expect(validateVisitorInfo({})).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email.',
      phone: 'Please enter your phone number.',
    });
  });

  it.each([
    ['a blank name', { ...VISITOR, name: '   ' }, { name: 'Please enter your name.' }],
    ['a blank email', { ...VISITOR, email: ' ' }, { email: 'Please enter your email.' }],
    ['an invalid email', { ...VISITOR, email: 'aisha@' }, { email: 'Please enter a valid email address.' }],
    ['a blank phone', { ...VISITOR, phone: '' }, { phone: 'Please enter your phone number.' }],
    ['an invalid phone', { ...VISITOR, phone: 'call me' }, { phone: 'Please enter a valid phone number.' }],
  ])('reports %s', (_case, info, expected) => {
    expect(validateVisitorInfo(info)).toEqual(expected);
  });
});

describe('isValidEmail', () => {
  it.each([
    'aisha@example.com',
    'a.b+tag@mail.example.co.uk',
    'user_1@sub-domain.example.org',
    '  padded@example.com  ',
  ])('accepts %j', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each([
    '',
    'aisha',
    'aisha@',
    '@example.com',
    'aisha@localhost',
    'aisha@example.',
    'aisha@@example.com',
    'ai sha@example.com',
    'aisha@exa mple.com',
    'aisha@example..com',
  ])('rejects %j', (value) => {
    expect(isValidEmail(value)).toBe(false);
  });
});

describe('isValidPhone — at least 6 digits; only digits, spaces and + - ( ) .', () => {
  it.each(['123456', '+44 20 7946 0958', '(020) 7946-0958', '+1.555.123.4567', ' 0123456789 '])(
    'accepts %j',
    (value) => {
      expect(isValidPhone(value)).toBe(true);
    },
  );

  it.each(['', '12345', '+1 (23) 4-5', 'call me', '0123456789 ext 12', '0123#456789', '01234567x'])(
    'rejects %j',
    (value) => {
      expect(isValidPhone(value)).toBe(false);
    },
  );
});
