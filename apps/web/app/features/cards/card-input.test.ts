import { describe, expect, it } from 'vitest';
import {
  caretAfterFormat,
  checkCardForm,
  formatCardNumber,
  formatExpiry,
  formatMaskedNumber,
  lastFour,
} from './card-input.ts';

const NOW = new Date('2026-11-21T10:00:00Z');

describe('card number as typed', () => {
  it('groups digits by four and drops anything else', () => {
    expect(formatCardNumber('')).toBe('');
    expect(formatCardNumber('8600')).toBe('8600');
    expect(formatCardNumber('86000')).toBe('8600 0');
    expect(formatCardNumber('8600069195406311')).toBe('8600 0691 9540 6311');
    expect(formatCardNumber('8600-0691 9540 6311 999')).toBe('8600 0691 9540 6311');
  });

  it('keeps the caret after the same digit when the spaces move', () => {
    // Typing the 5th digit: the caret goes past the new space.
    expect(caretAfterFormat('8600 0', 5)).toBe(6);
    expect(caretAfterFormat('8600 0691', 4)).toBe(4);
    expect(caretAfterFormat('8600 0691', 0)).toBe(0);
    expect(caretAfterFormat('8600 0691', 9)).toBe(9);
  });
});

describe('expiry as typed', () => {
  it('puts the slash in and pads a month that can only be one digit', () => {
    expect(formatExpiry('0')).toBe('0');
    expect(formatExpiry('03')).toBe('03/');
    expect(formatExpiry('03', true)).toBe('03');
    expect(formatExpiry('039')).toBe('03/9');
    expect(formatExpiry('0399')).toBe('03/99');
    expect(formatExpiry('03/995')).toBe('03/99');
    expect(formatExpiry('4')).toBe('04/');
    expect(formatExpiry('1')).toBe('1');
  });
});

describe('card form checks', () => {
  it('accepts a valid card and names what is wrong otherwise', () => {
    expect(checkCardForm({ number: '8600 0691 9540 6311', expire: '03/99' }, NOW)).toEqual({});
    expect(checkCardForm({ number: '', expire: '' }, NOW)).toEqual({
      number: 'required',
      expire: 'required',
    });
    expect(checkCardForm({ number: '8600 0691', expire: '3/99' }, NOW)).toEqual({
      number: 'numberLength',
      expire: 'expireFormat',
    });
    expect(checkCardForm({ number: '8600 0691 9540 6312', expire: '13/30' }, NOW)).toEqual({
      number: 'numberInvalid',
      expire: 'expireFormat',
    });
    // Valid through the end of the month, in Tashkent time.
    expect(checkCardForm({ number: '8600069195406311', expire: '10/26' }, NOW).expire).toBe('expired');
    expect(checkCardForm({ number: '8600069195406311', expire: '11/26' }, NOW).expire).toBeUndefined();
  });
});

describe('masked numbers', () => {
  it('groups the provider mask like a card and shortens it to the last four', () => {
    expect(formatMaskedNumber('860006******6311')).toBe('8600 06•• •••• 6311');
    expect(formatMaskedNumber('8600 06** **** 6311')).toBe('8600 06•• •••• 6311');
    expect(lastFour('860006******6311')).toBe('•• 6311');
  });
});
