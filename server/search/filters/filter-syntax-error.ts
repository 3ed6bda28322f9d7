import { SearchError } from '../engine/search-error.js';

/**
 * A filter parameter the engine cannot read. The message starts with the parameter's name, as Algolia's do
 * (`filters: Unexpected token ':' expected end of filter at col 7`); `position` is the 0-based index of the
 * offending character in the string that was parsed. HTTP 400, like every client error.
 */
export class FilterSyntaxError extends SearchError {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(400, message);
    this.name = 'FilterSyntaxError';
  }
}
