/**
 * The fake panel's validation: the rules of Pterodactyl v1.11's StoreServerRequest, the Server
 * and User models and egg variables, reported as the panel reports them (422, one error per
 * field, `meta.source_field` and `meta.rule`).
 */

export interface FieldError {
  field: string;
  rule: string;
  detail: string;
}

export type Body = Record<string, unknown>;

/** `a.b.c` in a JSON body; undefined when any step is missing. */
export function pick(body: unknown, path: string): unknown {
  let value: unknown = body;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    value = (value as Body)[key];
  }
  return value;
}

const isObject = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isInteger = (value: unknown): boolean => typeof value === 'number' && Number.isInteger(value);
const isNumeric = (value: unknown): boolean =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)));
/** PHP's mb_strlen: characters, not UTF-16 units. */
const length = (text: string): number => Array.from(text).length;
const readable = (field: string): string => field.replace(/[._]/g, ' ');

/** Collects errors for one request. */
export class Checker {
  readonly errors: FieldError[] = [];

  constructor(private readonly body: unknown) {}

  fail(field: string, rule: string, detail: string): void {
    this.errors.push({ field, rule, detail });
  }

  value(field: string): unknown {
    return pick(this.body, field);
  }

  /** 'required' as Laravel means it: present, not null, not an empty string or array. */
  required(field: string): boolean {
    const value = this.value(field);
    const empty =
      value === undefined ||
      value === null ||
      (typeof value === 'string' && value.trim() === '') ||
      (Array.isArray(value) && value.length === 0);
    if (empty) this.fail(field, 'required', `The ${readable(field)} field is required.`);
    return !empty;
  }

  string(field: string, min: number, max: number): void {
    if (!this.required(field)) return;
    const value = this.value(field);
    if (typeof value !== 'string')
      return this.fail(field, 'string', `The ${readable(field)} must be a string.`);
    const n = length(value);
    if (n < min || n > max) {
      this.fail(field, 'between', `The ${readable(field)} must be between ${min} and ${max} characters.`);
    }
  }

  number(
    field: string,
    options: { min?: number; max?: number; integer?: boolean; nullable?: boolean } = {},
  ): void {
    const value = this.value(field);
    if (options.nullable && value === null) return;
    if (value === undefined || value === null) {
      return this.fail(field, 'required', `The ${readable(field)} field is required.`);
    }
    if (options.integer ? !isInteger(value) : typeof value !== 'number' || !Number.isFinite(value)) {
      return this.fail(
        field,
        options.integer ? 'integer' : 'numeric',
        `The ${readable(field)} must be a number.`,
      );
    }
    const n = value as number;
    if (options.min !== undefined && options.max !== undefined && (n < options.min || n > options.max)) {
      this.fail(
        field,
        'between',
        `The ${readable(field)} must be between ${options.min} and ${options.max}.`,
      );
    } else if (options.min !== undefined && n < options.min) {
      this.fail(field, 'min', `The ${readable(field)} must be at least ${options.min}.`);
    }
  }

  object(field: string): boolean {
    const value = this.value(field);
    if (value === undefined) {
      this.fail(field, 'required', `The ${readable(field)} field is required.`);
      return false;
    }
    if (!isObject(value)) {
      this.fail(field, 'array', `The ${readable(field)} must be an array.`);
      return false;
    }
    return true;
  }

  boolean(field: string): void {
    if (typeof this.value(field) !== 'boolean') {
      this.fail(field, 'boolean', `The ${readable(field)} field must be true or false.`);
    }
  }
}

/**
 * One egg variable's value against its rules string (e.g. 'required|string|max:20'): the rules
 * eggs use in practice (required, nullable, string, integer, numeric, max, min, between, in,
 * regex). A value left out counts as null, as in the panel (it applies no defaults).
 */
export function checkVariable(
  checker: Checker,
  variable: { name: string; env_variable: string; rules: string },
  value: unknown,
): void {
  const field = `environment.${variable.env_variable}`;
  const rules = variable.rules.split('|').filter(Boolean);
  const name = `${variable.name} variable`;
  const empty = value === undefined || value === null || value === '';
  if (empty) {
    if (rules.includes('required')) checker.fail(field, 'required', `The ${name} field is required.`);
    return;
  }
  if (typeof value !== 'string' && typeof value !== 'number') {
    return checker.fail(field, 'string', `The ${name} must be a string.`);
  }
  const numericRule = rules.includes('integer') || rules.includes('numeric');
  const size = numericRule ? Number(value) : length(String(value));
  for (const rule of rules) {
    const [kind, argument = ''] = rule.split(/:(.*)/s, 2);
    if (kind === 'string' && typeof value !== 'string')
      checker.fail(field, 'string', `The ${name} must be a string.`);
    if (kind === 'integer' && !/^-?\d+$/.test(String(value))) {
      checker.fail(field, 'integer', `The ${name} must be an integer.`);
    }
    if (kind === 'numeric' && !isNumeric(value))
      checker.fail(field, 'numeric', `The ${name} must be a number.`);
    if (kind === 'max' && size > Number(argument))
      checker.fail(field, 'max', `The ${name} may not be greater than ${argument}.`);
    if (kind === 'min' && size < Number(argument))
      checker.fail(field, 'min', `The ${name} must be at least ${argument}.`);
    if (kind === 'between') {
      const [low, high] = argument.split(',').map(Number);
      if (size < low || size > high)
        checker.fail(field, 'between', `The ${name} must be between ${low} and ${high}.`);
    }
    if (kind === 'in' && !argument.split(',').includes(String(value))) {
      checker.fail(field, 'in', `The selected ${name} is invalid.`);
    }
    if (kind === 'regex') {
      const match = /^\/(.*)\/([a-z]*)$/s.exec(argument);
      if (match && !new RegExp(match[1], match[2].replace(/[^gimsuy]/g, '')).test(String(value))) {
        checker.fail(field, 'regex', `The ${name} format is invalid.`);
      }
    }
  }
}

/** The panel's Username rule (App\Rules\Username), applied to the lower-cased value. */
export const USERNAME_PATTERN = /^[a-z0-9]([\w.-]+)[a-z0-9]$/;

export function validationBody(errors: FieldError[]) {
  return {
    errors: errors.map((error) => ({
      code: 'ValidationException',
      status: '422',
      detail: error.detail,
      meta: { source_field: error.field, rule: error.rule },
    })),
  };
}
