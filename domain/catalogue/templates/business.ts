import { date, money, optional, select, text, textarea } from '../fields.ts'
import type { Template } from '../types.ts'

export const businessTemplates: readonly Template[] = [
  {
    id: 'partnership-agreement',
    categoryId: 'business',
    name: 'Partnership Deed',
    description:
      'Partnership under the Indian Partnership Act 1932: capital, profit sharing, management, admission, retirement and dissolution.',
    fields: [
      text('partner1', 'First Partner', 'e.g. Arjun Malhotra'),
      text('partner2', 'Second Partner', 'e.g. Kavya Reddy'),
      text(
        'businessName',
        'Firm Name and Business',
        'e.g. M/s Malhotra Reddy & Co. – interior design services',
      ),
      textarea(
        'capitalContribution',
        'Capital Contribution of each Partner (₹)',
        'e.g. Arjun Malhotra: ₹5,00,000; Kavya Reddy: ₹5,00,000',
      ),
      text('profitSharing', 'Profit and Loss Sharing Ratio', 'e.g. 50:50'),
    ],
  },
  {
    id: 'service-agreement',
    categoryId: 'business',
    name: 'Service Agreement',
    description:
      'Services against fees: scope, acceptance, GST and TDS, IP in deliverables, confidentiality, liability cap and termination.',
    fields: [
      text('serviceProvider', 'Service Provider', 'e.g. BrightPath Consulting LLP'),
      text('client', 'Client', 'e.g. Acme Retail Private Limited'),
      textarea(
        'serviceDescription',
        'Description of Services',
        'e.g. Monthly digital marketing: SEO, social media management and reporting',
      ),
      money('serviceFee', 'Service Fee (₹)', 'e.g. ₹1,20,000'),
      text('timeline', 'Timeline / Term', 'e.g. 12 months from 01/04/2026'),
    ],
  },
  {
    id: 'vendor-agreement',
    categoryId: 'business',
    name: 'Vendor Supply Agreement',
    description:
      'Supply of goods under the Sale of Goods Act 1930: purchase orders, delivery, inspection, title and risk, warranties and payment.',
    fields: [
      text('vendorName', 'Vendor Name', 'e.g. Shree Packaging Industries'),
      text('buyerName', 'Buyer Name', 'e.g. FreshFoods India Private Limited'),
      textarea(
        'products',
        'Products to be Supplied',
        'e.g. Corrugated cartons, 3-ply, 40 x 30 x 20 cm, as per specification SP-01',
      ),
      textarea('paymentTerms', 'Payment Terms', 'e.g. 30 days from receipt of invoice and accepted goods'),
    ],
  },
  {
    id: 'distribution-agreement',
    categoryId: 'business',
    name: 'Distribution Agreement',
    description:
      'Appointment of a distributor for a territory: orders, pricing (no resale price maintenance), brand use, targets and termination.',
    fields: [
      text('manufacturer', 'Manufacturer', 'e.g. Sunrise Appliances Private Limited'),
      text('distributor', 'Distributor', 'e.g. Kumar Trading Company'),
      text('territory', 'Territory', 'e.g. State of Tamil Nadu'),
      textarea(
        'products',
        'Products',
        'e.g. Mixer grinders and induction cooktops under the "Sunrise" brand',
      ),
    ],
  },
  {
    id: 'franchise-agreement',
    categoryId: 'business',
    name: 'Franchise Agreement',
    description:
      'Grant of a franchise: fees and royalty, operations manual, quality standards, trade mark licence, data and de-branding.',
    fields: [
      text('franchisor', 'Franchisor', 'e.g. Chai Point Ventures Private Limited'),
      text('franchisee', 'Franchisee', 'e.g. Deepak Joshi'),
      money('franchiseFee', 'Initial Franchise Fee (₹)', 'e.g. ₹5,00,000'),
      text('territory', 'Territory', 'e.g. Koramangala, Bengaluru'),
    ],
  },
  {
    id: 'mutual-nda',
    categoryId: 'business',
    name: 'Mutual Non-Disclosure Agreement',
    description:
      'Two-way confidentiality agreement for commercial discussions: use limited to the purpose, return, remedies and personal data.',
    fields: [
      text('party1', 'First Party', 'e.g. Acme Technologies Private Limited'),
      text('party2', 'Second Party', 'e.g. Zenith Analytics LLP'),
      textarea(
        'purpose',
        'Purpose of Disclosure',
        'e.g. Evaluating a possible joint bid for a logistics software contract',
      ),
      text(
        'duration',
        'Duration of Confidentiality Obligations',
        'e.g. 3 years from the date of this Agreement',
      ),
    ],
  },
  {
    id: 'consultancy-agreement',
    categoryId: 'business',
    name: 'Consultancy Agreement',
    description:
      'Independent consultant engagement: services, fees with GST and TDS, independent-contractor status, IP assignment and confidentiality.',
    fields: [
      text('consultantName', 'Consultant Name', 'e.g. Dr. Kiran Rao'),
      text('clientName', 'Client Name', 'e.g. Acme Technologies Private Limited'),
      textarea(
        'services',
        'Consultancy Services',
        'e.g. Advice on ISO 27001 certification and preparation of security policies',
      ),
      money('consultancyFee', 'Monthly Consultancy Fee (₹)', 'e.g. ₹1,50,000'),
      text('term', 'Term of Engagement', 'e.g. 6 months from 01/04/2026'),
    ],
  },
  {
    // Movables only: a car, a scooter, a tractor, machinery, stock, a laptop, cattle. Land and
    // buildings go to the agreement for sale or the sale deed (property category).
    id: 'goods-sale',
    categoryId: 'business',
    name: 'Vehicle and Goods Sale Agreement',
    description:
      'Sale of movable goods — a car, two-wheeler, tractor, machinery, equipment or stock — under the Sale of Goods Act 1930: price, delivery, passing of property and risk, title, and for a vehicle the RC transfer (Forms 29 and 30), insurance, hypothecation NOC and challans.',
    fields: [
      text('sellerName', 'Seller Name', 'e.g. Rohit Malhotra'),
      text('buyerName', 'Buyer Name', 'e.g. Sanjay Verma'),
      select('goodsType', 'Type of Goods', ['Motor Vehicle', 'Other Goods'], 'Select the type of goods'),
      textarea(
        'goodsDescription',
        'Description of the Goods',
        'e.g. Maruti Suzuki Swift VXi, 2019, petrol, white, registration no. MH-12-AB-1234, chassis no. MA3EWDE1S00123456, engine no. K12MN1234567',
      ),
      money('salePrice', 'Sale Price (₹)', 'e.g. ₹4,50,000'),
      date('deliveryDate', 'Delivery Date'),
      optional(
        textarea(
          'paymentTerms',
          'Payment in Parts',
          'e.g. ₹20,000 on the signing of this Agreement and the balance of ₹40,000 within 2 (two) months of the signing of this Agreement (leave blank if the price is paid in full)',
        ),
      ),
    ],
  },
]
