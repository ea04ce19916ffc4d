import { ValidationError } from 'yup';
import { toFieldErrors } from './validation';

describe('toFieldErrors', () => {
  it('reads a ValidationError thrown by another copy of yup (another federated container), by its name', () => {
    // Not an instance of this copy's class: what shared/forms sees when an area's schema fails.
    const foreign = Object.assign(new Error('Please enter a comment.'), {
      name: 'ValidationError',
      path: 'content',
      errors: ['Please enter a comment.'],
      inner: [],
    });
    expect(foreign instanceof ValidationError).toBe(false);
    expect(toFieldErrors(foreign)).toEqual({ content: 'Please enter a comment.' });
  });

  it('keeps the first message of each field', () => {
    const error = new ValidationError([new ValidationError('first', '', 'title'), new ValidationError('second', '', 'title')]);
    expect(toFieldErrors(error)).toEqual({ title: 'first' });
  });

  it('throws anything that is not a validation failure', () => {
    const bug = new TypeError('x is undefined');
    expect(() => toFieldErrors(bug)).toThrow(bug);
  });
});
