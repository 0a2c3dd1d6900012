import { describe, expect, it } from 'vitest';
import { readUserForm, todayInTashkent } from './user-form-data.ts';

const TODAY = '2026-11-21';
const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describe('profile form', () => {
  it('sends empty optional fields as null and trims the rest', () => {
    expect(
      readUserForm(
        form({ firstName: ' Aziza ', lastName: '', gender: 'FEMALE', birthday: '', email: '' }),
        TODAY,
      ),
    ).toEqual({
      ok: true,
      value: { firstName: 'Aziza', lastName: null, gender: 'FEMALE', birthday: null, email: null },
    });
  });

  it('names each wrong field with its own message', () => {
    const read = readUserForm(
      form({
        firstName: '  ',
        lastName: 'x'.repeat(61),
        gender: 'OTHER',
        birthday: '2026-02-30',
        email: 'aziza@',
      }),
      TODAY,
    );
    expect(read).toEqual({
      ok: false,
      errors: {
        firstName: 'account.required',
        lastName: 'account.user.tooLong',
        gender: 'account.user.genderInvalid',
        birthday: 'account.user.birthdayInvalid',
        email: 'account.user.emailInvalid',
      },
    });
  });

  it('refuses a birthday in the future or before 1900', () => {
    expect(readUserForm(form({ firstName: 'A', birthday: '2026-11-22' }), TODAY)).toMatchObject({
      errors: { birthday: 'account.user.birthdayRange' },
    });
    expect(readUserForm(form({ firstName: 'A', birthday: '1899-12-31' }), TODAY)).toMatchObject({
      errors: { birthday: 'account.user.birthdayRange' },
    });
    expect(readUserForm(form({ firstName: 'A', birthday: TODAY }), TODAY)).toMatchObject({ ok: true });
  });

  it('counts today in Tashkent (UTC+5)', () => {
    expect(todayInTashkent(Date.parse('2026-11-21T19:30:00Z'))).toBe('2026-11-22');
  });
});
