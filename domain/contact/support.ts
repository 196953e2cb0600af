/**
 * When the support team answers, and how soon. One promise everywhere (the seed said both
 * 24 hours and 2–4 hours): a reply within one business day, a business day being one of the
 * hours below.
 */
export const RESPONSE_TIME = 'within one business day'

export const SUPPORT_HOURS = [
  { days: 'Monday to Friday', short: 'Mon–Fri', hours: '9:00–19:00 IST' },
  { days: 'Saturday', short: 'Sat', hours: '10:00–16:00 IST' },
] as const
