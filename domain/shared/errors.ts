/**
 * The one error type the domain throws. `code` is stable and machine-readable (routes map
 * it to a status and a message); `message` is for logs and developers.
 */
export class DomainError<Code extends string = string> extends Error {
  readonly code: Code

  constructor(code: Code, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.code = code
    this.name = new.target.name
  }
}

export function isDomainError(value: unknown): value is DomainError {
  return value instanceof DomainError
}
