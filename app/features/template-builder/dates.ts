/** An instant as the interface writes it: en-IN, India Standard Time. */
export const savedOn = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  })
