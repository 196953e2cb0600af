export * from './registration-deadline.ts'
export * from './registration-record.ts'
