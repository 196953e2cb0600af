export * from './roles.ts'
export * from './texts.ts'
export * from './invitation-limit.ts'
