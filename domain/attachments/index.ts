export * from './rules.ts'
export * from './context.ts'
