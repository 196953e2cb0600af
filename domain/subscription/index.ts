export * from './events.ts'
export * from './state.ts'
export * from './rules.ts'
export * from './decide.ts'

export const subscriptionStreamId = (userId: string) => `subscription-${userId}`
