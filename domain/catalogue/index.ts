// The template catalogue: 8 categories, 38 templates, their fields and validation.
export * from './types.ts'
export * from './registry.ts'
export { validateDetails } from './validate.ts'
export type {
  FieldError,
  FieldErrorCode,
  FieldValue,
  MoneyPeriod,
  ValidatedDetails,
  ValidationResult,
} from './validate.ts'
