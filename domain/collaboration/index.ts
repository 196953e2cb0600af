export * from './roles.ts'
export * from './texts.ts'
