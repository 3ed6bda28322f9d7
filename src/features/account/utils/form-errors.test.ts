// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { formErrorsOf } from './form-errors';

const labels = { email: 'Email', password: 'Password' };

describe('formErrorsOf', () => {
  it('has nothing to show without an error', () => {
    expect(formErrorsOf(null, labels)).toEqual({ fields: {}, form: null });
  });

  it("puts a message naming a field next to that field, with the field's label", () => {
    const error = new ApiError(400, 'Bad Request', 'body.password must be at least 10 characters');
    expect(formErrorsOf(error, labels)).toEqual({
      fields: { password: 'Password must be at least 10 characters' },
      form: null,
    });
  });

  it('shows anything else for the whole form', () => {
    const wrong = new ApiError(401, 'Unauthorized', 'The email or password is incorrect.');
    expect(formErrorsOf(wrong, labels)).toEqual({ fields: {}, form: 'The email or password is incorrect.' });
    const other = new ApiError(400, 'Bad Request', 'body.display_name is required');
    expect(formErrorsOf(other, labels).form).toBe('body.display_name is required');
  });
});
