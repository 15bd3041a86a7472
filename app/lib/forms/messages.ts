/**
 * Form errors travel as codes ("required", "max:80") and are turned into the product's sentences
 * (docs/product.md#messages) in the visitor's language by `fieldErrorText`, so one schema serves
 * the browser and the server, in English and Japanese.
 */
export const required = 'required';
export const invalidEmail = 'email';
export const mustMatch = 'mustMatch';
/** A time already booked (docs/product.md#booking-a-viewing). */
export const taken = 'taken';
/**
 * Too many posts from this client (docs/product.md#rate-limits), a form error only the server
 * gives. It lives here, with the codes every form reads, so a form that needs only this code
 * does not load the account forms' schemas and answers.
 */
export const RATE_LIMITED = 'limited';
export const minLength = (n: number) => `min:${n}`;
export const maxLength = (n: number) => `max:${n}`;

export type ErrorCode = {
  code: 'required' | 'email' | 'mustMatch' | 'taken' | 'min' | 'max' | 'invalid';
  n?: number;
};

export function parseErrorCode(message: string): ErrorCode {
  const [code, n] = message.split(':');
  switch (code) {
    case 'required':
    case 'email':
    case 'mustMatch':
    case 'taken':
      return { code };
    case 'min':
    case 'max':
      return { code, n: Number(n) };
    default:
      return { code: 'invalid' };
  }
}
