import { describe, expect, it } from 'vitest';
import { translatorFor } from '../i18n/index.tsx';
import { type ConsoleApiError, NETWORK_ERROR_CODE } from './api.ts';
import { errorText } from './error-text.ts';

const t = translatorFor('eng');
const failed = (code: string, status: number, message: string): ConsoleApiError => ({
  code,
  status,
  message,
});

describe('the text staff see for a failed call', () => {
  it('says there is no connection when the server could not be reached', () => {
    expect(errorText(failed(NETWORK_ERROR_CODE, 0, ''), t)).toBe(
      'No connection to the server. Check the internet.',
    );
  });

  it("shows the server's translated message for a refusal", () => {
    expect(errorText(failed('CONFLICT', 409, 'This login is taken.'), t)).toBe('This login is taken.');
  });

  it("shows the server's message for a 503 too, so staff know to try again in a few seconds", () => {
    const outage = failed(
      'SERVICE_UNAVAILABLE',
      503,
      'The service is temporarily unavailable. Try again in a few seconds.',
    );
    expect(errorText(outage, t)).toBe('The service is temporarily unavailable. Try again in a few seconds.');
  });

  it('falls back to the generic text when the server gave no message, 4xx or 5xx', () => {
    expect(errorText(failed('BAD_REQUEST', 400, ''), t)).toBe('Something went wrong, try again later');
    expect(errorText(failed('INTERNAL', 502, ''), t)).toBe('Something went wrong, try again later');
  });
});
