// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildFormUrl } from './form-url';

describe('buildFormUrl', () => {
  const template =
    'https://forms.example/enquiry?name={name}&email={email}&phone={phone}&type={type}&consent=yes';

  it('fills every placeholder with the URL-encoded value', () => {
    const url = buildFormUrl(template, {
      name: 'Aisha Rahman',
      email: 'a+b@ex.com',
      phone: '+44 20 7946',
      type: 'General Inquiry',
    });
    const params = new URL(url as string).searchParams;
    expect(params.get('name')).toBe('Aisha Rahman');
    expect(params.get('email')).toBe('a+b@ex.com');
    expect(params.get('phone')).toBe('+44 20 7946');
    expect(params.get('type')).toBe('General Inquiry');
    expect(params.get('consent')).toBe('yes');
  });

  it('cannot be used to inject extra parameters', () => {
    const url = buildFormUrl(template, { name: 'x&consent=no#', email: '', phone: '', type: '' });
    const params = new URL(url as string).searchParams;
    expect(params.get('name')).toBe('x&consent=no#');
    expect(params.getAll('consent')).toEqual(['yes']);
  });

  it('leaves missing values empty', () => {
    expect(new URL(buildFormUrl(template, { name: 'A' }) as string).searchParams.get('email')).toBe('');
  });

  it.each([null, undefined, '', 'javascript:alert(1)//{name}', 'ftp://forms.example/{name}', 'not a url'])(
    'refuses %s',
    (bad) => {
      expect(buildFormUrl(bad, { name: 'A' })).toBeNull();
    },
  );
});
