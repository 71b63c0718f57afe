import { NOT_BLANK_PATTERN } from '@academy/contracts';

/** The parts of an ajv error that the sentences below use. */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

function fieldName(error: SchemaError): string {
  if (error.keyword === 'required') return String(error.params.missingProperty);
  const segments = error.instancePath.split('/').filter(Boolean);
  return segments.length > 0 ? segments.join('.') : 'The request body';
}

function describeTypeError(field: string, type: string): string {
  if (type === 'object') return `${field} must be a JSON object`;
  if (type === 'string') return `${field} must be text`;
  if (type === 'boolean') return `${field} must be true or false`;
  if (type === 'integer' || type === 'number') return `${field} must be a number`;
  return `${field} is invalid`;
}

/** Turns a schema validation error into a sentence that names the field, e.g. "herotitle is required". */
export function describeSchemaError(error: SchemaError): string {
  const field = fieldName(error);
  const { params } = error;
  switch (error.keyword) {
    case 'required':
      return `${field} is required`;
    case 'minLength':
      return params.limit === 1
        ? `${field} is required`
        : `${field} must be at least ${String(params.limit)} characters`;
    case 'pattern':
      return params.pattern === NOT_BLANK_PATTERN
        ? `${field} is required`
        : `${field} is not in the expected format`;
    case 'maxLength':
      return `${field} must be at most ${String(params.limit)} characters`;
    case 'format':
      return params.format === 'email'
        ? `${field} must be a valid email address`
        : `${field} is not a valid ${String(params.format)}`;
    case 'minimum':
      return `${field} must be at least ${String(params.limit)}`;
    case 'exclusiveMinimum':
      return `${field} must be more than ${String(params.limit)}`;
    case 'maximum':
      return `${field} must be at most ${String(params.limit)}`;
    case 'type':
      return describeTypeError(field, String(params.type));
    default:
      return `${field} is invalid`;
  }
}
