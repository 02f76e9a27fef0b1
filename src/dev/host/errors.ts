/**
 * Errors raised by the in-memory host, shaped like Office.js's `OfficeExtension.Error`:
 * `name` is "RichApi.Error", `code` is one of Excel's error codes, `debugInfo.errorLocation` names the
 * object and member that failed (e.g. "Worksheets.getItem"), so code that inspects real errors works here too.
 */

export const ErrorCodes = {
  accessDenied: 'AccessDenied',
  apiNotFound: 'ApiNotFound',
  generalException: 'GeneralException',
  insertDeleteConflict: 'InsertDeleteConflict',
  invalidArgument: 'InvalidArgument',
  invalidObjectPath: 'InvalidObjectPath',
  invalidOperation: 'InvalidOperation',
  invalidReference: 'InvalidReference',
  invalidRequestContext: 'InvalidRequestContext',
  itemAlreadyExists: 'ItemAlreadyExists',
  itemNotFound: 'ItemNotFound',
  notImplemented: 'NotImplemented',
  propertyNotLoaded: 'PropertyNotLoaded',
  valueNotLoaded: 'ValueNotLoaded',
  cannotUpdateReadOnlyProperty: 'CannotUpdateReadOnlyProperty',
  runMustReturnPromise: 'RunMustReturnPromise',
  requestPayloadSizeLimitExceeded: 'RequestPayloadSizeLimitExceeded',
  responsePayloadSizeLimitExceeded: 'ResponsePayloadSizeLimitExceeded',
  unsupportedOperation: 'UnsupportedOperation',
} as const;

export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes] | string;

const httpStatus: Record<string, number> = {
  AccessDenied: 403,
  ItemNotFound: 404,
  ItemAlreadyExists: 409,
  GeneralException: 500,
  NotImplemented: 501,
};

export interface HostErrorDebugInfo {
  code: string;
  message: string;
  /** Object and member that failed, e.g. "Range.values". */
  errorLocation?: string;
  /** The queued statement that failed, in a readable form. */
  statement?: string;
}

/** Same shape as `OfficeExtension.Error`. `instanceof` works against the installed `OfficeExtension.Error`. */
export class HostError extends Error {
  override readonly name = 'RichApi.Error';
  readonly code: string;
  readonly httpStatusCode: number;
  readonly debugInfo: HostErrorDebugInfo;
  readonly traceMessages: string[] = [];
  readonly innerError: HostError | null = null;

  constructor(code: ErrorCode, message: string, errorLocation?: string, statement?: string) {
    super(message);
    Object.setPrototypeOf(this, new.target.prototype);
    this.code = code;
    this.httpStatusCode = httpStatus[code] ?? 400;
    this.debugInfo = { code, message, errorLocation, statement };
  }

  override toString(): string {
    return `${this.name}: ${this.code}: ${this.message}`;
  }
}

export function propertyNotLoaded(typeName: string, property: string): HostError {
  return new HostError(
    ErrorCodes.propertyNotLoaded,
    `The property '${property}' is not available. Before reading the property's value, call the load method on ` +
      `the containing object and call "context.sync()" on the associated request context.`,
    `${typeName}.${property}`,
  );
}

export function readOnlyProperty(typeName: string, property: string): HostError {
  return new HostError(
    ErrorCodes.cannotUpdateReadOnlyProperty,
    `The property '${property}' is read-only and it cannot be updated.`,
    `${typeName}.${property}`,
  );
}

export function invalidArgument(message: string, location?: string): HostError {
  return new HostError(ErrorCodes.invalidArgument, message, location);
}

export function itemNotFound(message: string, location?: string): HostError {
  return new HostError(ErrorCodes.itemNotFound, message, location);
}

export function invalidOperation(message: string, location?: string): HostError {
  return new HostError(ErrorCodes.invalidOperation, message, location);
}
