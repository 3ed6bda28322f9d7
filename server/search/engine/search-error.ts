/** An error the protocol layer turns into Algolia's `{message, status}` with this HTTP status. */
export class SearchError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'SearchError';
  }
}
