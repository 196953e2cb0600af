export * from './registration-deadline.ts'
