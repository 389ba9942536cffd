import { LoginRequest } from '@codecoach/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { apiFormErrors, zodFieldErrors } from './form-errors.ts';

describe('zodFieldErrors', () => {
  it('keeps the first message per field', () => {
    const result = LoginRequest.safeParse({ email: 'nope', password: '' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(zodFieldErrors(result.error)).toEqual({
      email: 'Enter a valid e-mail address',
      password: 'Password is required',
    });
  });
});

describe('apiFormErrors', () => {
  it('places known fields (also nested paths) and leaves no form message when all are placed', () => {
    const error = new ApiError(400, 'VALIDATION_ERROR', 'password: too common', [
      { field: 'body.password', message: 'This password is too common' },
    ]);
    expect(apiFormErrors(error, ['email', 'password'])).toEqual({
      fields: { password: 'This password is too common' },
      form: null,
    });
  });

  it('shows the message for the whole form when no field can be placed', () => {
    const error = new ApiError(409, 'CONFLICT', 'An account with this e-mail already exists');
    expect(apiFormErrors(error, ['email'])).toEqual({
      fields: {},
      form: 'An account with this e-mail already exists',
    });
  });

  it('adds the wait to a rate-limit message', () => {
    const error = new ApiError(429, 'RATE_LIMITED', 'Too many attempts.', [], 1);
    expect(apiFormErrors(error, []).form).toBe('Too many attempts. Try again in 1 second.');
  });

  it('falls back to a generic message for anything that is not an API error', () => {
    expect(apiFormErrors(new Error('boom'), []).form).toBe('Something went wrong. Please try again.');
  });
});
