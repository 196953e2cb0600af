import { interpretRequest } from '#domain/assistant/interpret.ts'
const reqs = [
  'I want to sell my car to Ravi Kumar for 3.2 lakh',
  'sale deed for my car, selling to Ravi Kumar for 4 lakh',
  'Sell my Honda Activa scooter to Meena Iyer for 45000 on 1st December 2026',
  'I am selling my tractor to Ramesh Yadav for 5 lakh',
  'agreement to sell 200 laptops to Acme Pvt Ltd for 1 crore',
  'selling my old furniture to Priya Shah for 20,000',
  'selling two cows to Ramu Patel for 80,000',
  'sell my bike to Arjun for 60k',
  'sell machinery to Bharat Industries Pvt Ltd for 12 lakh',
  'I want a sale deed for my flat in Pune, selling to Neha Kapoor for 85 lakh',
  'sale deed for plot at Survey No 45, Whitefield Bengaluru to Anil Rao for 40 lakh',
  'sale deed for my house in Jaipur to Sunil Jain for 60 lakh, token 2 lakh paid, balance on registration',
  'agreement to sell my house in Jaipur to Sunil Jain for 60 lakh',
  'sell my shop in Indore to Rakesh Gupta for 30 lakh',
  'I want to sell my land in Nashik to Vijay More for 25 lakh',
  'sell my equipment to Kiran for 2 lakh',
  'sale deed for my car showroom in Delhi to Amit Singh for 2 crore',
]
for (const r of reqs) {
  const i = interpretRequest(r, { today: { year: 2026, month: 11, day: 26 } as never })
  console.log(r, '=>', i.kind === 'template' ? `${i.templateId} ${i.confidence} ${JSON.stringify(i.details)} missing=${i.missing} note=${i.instrumentNote ?? ''}` : 'custom')
}
