import type { TemplateId } from '#domain/catalogue/index.ts'

/** Realistic details for every template, as a user would type them. */
export const SAMPLE_DETAILS: Record<TemplateId, Record<string, string>> = {
  'shareholders-agreement': {
    companyName: 'Acme Technologies Private Limited',
    shareholders: 'Ravi Sharma – 6,000 equity shares (60%); Meera Iyer – 4,000 equity shares (40%)',
    shareCapital: '₹1,00,000',
    votingRights: 'One vote per equity share; reserved matters require the consent of both shareholders',
  },
  'board-resolution': {
    companyName: 'Acme Technologies Private Limited',
    resolutionType: 'Appointment',
    details:
      'Appointment of Ms. Anita Desai (DIN 01234567) as an Additional Director of the Company with effect from 01/04/2026',
    meetingDate: '15/03/2026',
  },
  'incorporation-agreement': {
    proposedName: 'Acme Technologies Private Limited',
    businessType: 'Private Limited',
    authorizedCapital: '10 lakh',
    directors: 'Ravi Sharma (50%); Meera Iyer (50%)',
  },
  'merger-acquisition': {
    acquirerCompany: 'Bharat Holdings Limited',
    targetCompany: 'Acme Technologies Private Limited',
    transactionValue: '50 crore',
    closingDate: '30/09/2026',
  },
  'joint-venture': {
    party1: 'Bharat Infra Limited',
    party2: 'Sunrise Engineering Private Limited',
    ventureScope: 'Design, construction and operation of solar parks in Rajasthan',
    capitalContribution:
      'Bharat Infra Limited: ₹60,00,000 (60%); Sunrise Engineering Private Limited: ₹40,00,000 (40%)',
  },
  'employment-contract': {
    employeeName: 'Priya Nair',
    employerName: 'Acme Technologies Private Limited',
    position: 'Senior Software Engineer',
    salary: '₹18,00,000',
    startDate: '01/04/2026',
    location: 'Bengaluru, Karnataka',
  },
  'offer-letter': {
    candidateName: 'Priya Nair',
    position: 'Product Manager',
    salary: '24 lakh',
    joiningDate: '01/05/2026',
  },
  'termination-letter': {
    employeeName: 'Rahul Verma',
    terminationReason: 'Redundancy',
    lastWorkingDay: '30/06/2026',
    noticePeriod: '30 days',
  },
  'probation-letter': {
    employeeName: 'Priya Nair',
    confirmationDate: '01/10/2026',
    newSalary: '₹20,00,000',
    performance: 'Met all probation objectives and was rated "Exceeds expectations" in the probation review',
  },
  'nda-employment': {
    employeeName: 'Priya Nair',
    companyName: 'Acme Technologies Private Limited',
    confidentialInfo: 'Source code, customer lists, pricing, product roadmaps and personal data of customers',
    duration: '3 years after the employment ends',
  },
  'rental-agreement': {
    landlordName: 'Asha Rao',
    tenantName: 'Vikram Shah',
    propertyAddress: 'Flat 402, Sea Breeze CHS, Linking Road, Bandra West, Mumbai 400050',
    monthlyRent: '45,000',
    securityDeposit: '₹1,50,000',
    leasePeriod: '11',
  },
  'property-sale': {
    sellerName: 'Suresh Patil',
    buyerName: 'Neha Kapoor',
    propertyDetails:
      'Flat 12, 3rd floor, Green Acres, CTS No. 456, Kothrud, Pune 411038, carpet area 850 sq. ft.',
    salePrice: '₹85,00,000',
    registrationDate: '15/07/2026',
  },
  'lease-deed': {
    lessorName: 'Kapoor Estates LLP',
    lesseeName: 'Acme Retail Private Limited',
    propertyDescription:
      'Shop No. 5, ground floor, Galaxy Mall, MG Road, Bengaluru 560001, 1,200 sq. ft. carpet area',
    leasePeriod: '3',
    annualRent: '₹14,40,000',
  },
  'property-development': {
    landOwner: 'Ramesh Gowda',
    developer: 'Skyline Builders Private Limited',
    projectDetails:
      'Land bearing Survey No. 45/2, Whitefield, Bengaluru, measuring 2 acres; residential project of 120 apartments; area sharing 40% to the land owner and 60% to the developer',
    completionTime: '36',
  },
  'mortgage-agreement': {
    borrowerName: 'Anil Mehta',
    lenderName: 'Sunita Finance Private Limited',
    loanAmount: '25 lakh',
    interestRate: '11.5',
    repaymentPeriod: '10',
  },
  'partnership-agreement': {
    partner1: 'Arjun Malhotra',
    partner2: 'Kavya Reddy',
    businessName: 'M/s Malhotra Reddy & Co. – interior design services',
    capitalContribution: 'Arjun Malhotra: ₹5,00,000; Kavya Reddy: ₹5,00,000',
    profitSharing: '50:50',
  },
  'service-agreement': {
    serviceProvider: 'BrightPath Consulting LLP',
    client: 'Acme Retail Private Limited',
    serviceDescription:
      'Monthly digital marketing services: search-engine optimisation, social media management and monthly reporting',
    serviceFee: 'Rs. 1,20,000',
    timeline: '12 months from 01/04/2026',
  },
  'vendor-agreement': {
    vendorName: 'Shree Packaging Industries',
    buyerName: 'FreshFoods India Private Limited',
    products: 'Corrugated cartons, 3-ply, 40 x 30 x 20 cm, as per specification SP-01',
    paymentTerms: '30 days from receipt of invoice and accepted goods',
  },
  'distribution-agreement': {
    manufacturer: 'Sunrise Appliances Private Limited',
    distributor: 'Kumar Trading Company',
    territory: 'State of Tamil Nadu',
    products: 'Mixer grinders and induction cooktops sold under the "Sunrise" brand',
  },
  'franchise-agreement': {
    franchisor: 'Chai Point Ventures Private Limited',
    franchisee: 'Deepak Joshi',
    franchiseFee: '5 lakh',
    territory: 'Koramangala, Bengaluru',
  },
  'loan-agreement': {
    lenderName: 'Rajesh Gupta',
    borrowerName: 'Sameer Khan',
    loanAmount: '₹5,00,000',
    interestRate: '12',
    repaymentSchedule:
      '24 equal monthly instalments payable on the 1st day of each month starting 01/05/2026',
  },
  'investment-agreement': {
    investor: 'Horizon Ventures Fund I',
    company: 'Acme Technologies Private Limited',
    investmentAmount: '2 crore',
    equityPercentage: '10',
  },
  'guarantee-agreement': {
    guarantor: 'Mahesh Agarwal',
    beneficiary: 'Sunita Finance Private Limited',
    guaranteeAmount: '₹10,00,000',
    purpose:
      'Repayment of the working-capital loan given by the Beneficiary to Agarwal Traders under the loan agreement dated 01/04/2026',
  },
  'trademark-license': {
    licensor: 'Sunrise Brands Private Limited',
    licensee: 'Coastal Foods LLP',
    trademark: '"SUNRISE" word mark, Reg. No. 1234567, Class 30',
    licenseFee: '₹3,00,000',
  },
  'copyright-assignment': {
    assignor: 'Ananya Bose',
    assignee: 'Lotus Publishing House Private Limited',
    work: 'The novel "Monsoon Letters" (manuscript of about 82,000 words, completed in March 2026)',
    consideration: '2.5 lakh',
  },
  'patent-license': {
    patentOwner: 'Innovent Labs Private Limited',
    licensee: 'MedEquip India Limited',
    patentDetails: 'Indian Patent No. 345678, "Portable oxygen concentrator valve", granted on 12/08/2022',
    royaltyRate: '5',
  },
  'will-testament': {
    testatorName: 'Ramesh Kumar Iyer',
    executorName: 'Lakshmi Iyer',
    beneficiaries:
      'Lakshmi Iyer (wife) – the residential flat; Arjun Iyer (son) and Kavya Iyer (daughter) – all bank deposits in equal shares',
    assets:
      'Flat 7B, Palm Court, Adyar, Chennai 600020; fixed deposits with State Bank of India, Adyar branch',
  },
  'family-settlement': {
    familyMembers: 'Savitri Devi (mother); Rakesh Sharma (son); Meena Joshi (daughter)',
    propertyDetails:
      'House No. 12, Sector 15, Noida 201301; agricultural land bearing Khasra No. 221, Village Dadri',
    distribution:
      'The house to Rakesh Sharma; the agricultural land to Meena Joshi; Rakesh Sharma pays Meena Joshi ₹10,00,000 as owelty; Savitri Devi retains a life interest in the house',
  },
  'power-of-attorney': {
    principalName: 'Vijay Menon',
    attorneyName: 'Shalini Menon',
    powers:
      'To manage and let out Flat 3A, Lake View Apartments, Kochi; collect rent; pay property tax and society charges; appear before the municipal authorities',
    duration: '2 years from the date of execution',
  },
  'software-license': {
    licensor: 'CodeCraft Solutions Private Limited',
    licensee: 'Metro Hospitals Limited',
    softwareDescription:
      '"MediTrack" hospital management system, version 5, on-premises, up to 200 named users',
    licenseFee: '₹8,00,000',
  },
  'web-development': {
    developer: 'PixelForge Studios LLP',
    client: 'Green Leaf Organics Private Limited',
    projectScope:
      'E-commerce website with product catalogue, cart, payment-gateway integration and an admin panel',
    timeline: '12 weeks from the date of this Agreement',
    cost: '₹4,50,000',
  },
  'data-processing': {
    dataController: 'Acme Retail Private Limited',
    dataProcessor: 'CloudServe India Private Limited',
    dataTypes: 'Customer names, mobile numbers, e-mail and delivery addresses, order history',
    processingPurpose: 'Hosting the customer database and sending order notifications',
  },
  'mutual-nda': {
    party1: 'Acme Technologies Private Limited',
    party2: 'Zenith Analytics LLP',
    purpose: 'Evaluating a possible joint bid for a logistics software contract',
    duration: '3 years from the date of this Agreement',
  },
  'consultancy-agreement': {
    consultantName: 'Dr. Kiran Rao',
    clientName: 'Acme Technologies Private Limited',
    services: 'Advice on ISO 27001 certification and preparation of information-security policies',
    consultancyFee: '₹1,50,000',
    term: '6 months from 01/04/2026',
  },
  'gift-deed': {
    donorName: 'Kamala Krishnan',
    doneeName: 'Divya Krishnan',
    relationship: 'Daughter',
    propertyType: 'Immovable Property',
    propertyDescription: 'Plot No. 14, Anna Nagar West, Chennai 600040, admeasuring 2,400 sq. ft.',
    propertyValue: '₹60,00,000',
  },
  'llp-agreement': {
    llpName: 'Malhotra Reddy Design LLP',
    partners:
      'Arjun Malhotra (designated partner, resident in India); Kavya Reddy (designated partner, resident in India)',
    capitalContribution: 'Arjun Malhotra: ₹2,00,000; Kavya Reddy: ₹2,00,000',
    profitSharing: '50:50',
    businessDescription: 'Interior design and turnkey fit-out services',
    registeredOffice: '22, Residency Road, Bengaluru 560025',
  },
  'goods-sale': {
    sellerName: 'Rohit Malhotra',
    buyerName: 'Sanjay Verma',
    goodsType: 'Motor Vehicle',
    goodsDescription:
      'Maruti Suzuki Swift VXi, 2019, petrol, white, registration no. MH-12-AB-1234, chassis no. MA3EWDE1S00123456, engine no. K12MN1234567',
    salePrice: '4.5 lakh',
    deliveryDate: '15/12/2026',
  },
  'sale-deed': {
    sellerName: 'Suresh Patil',
    buyerName: 'Neha Kapoor',
    propertyDetails:
      'Flat 12, 3rd floor, Green Acres, CTS No. 456, Kothrud, Pune 411038, carpet area 850 sq. ft.',
    salePrice: '₹85,00,000',
    titleHistory:
      'Sale deed dated 12/03/2010 registered as document no. 4567/2010 at the office of the Sub-Registrar, Haveli II, Pune',
  },
}
