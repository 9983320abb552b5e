import type { CompanySettings } from '@/lib/schemas/site-settings';

/**
 * The seeded company facts (editable later in the back office). Addresses and
 * numbers are placeholders in the right shape until the office enters real ones.
 */
export const defaultCompany: CompanySettings = {
  name: 'Aquaculture Group',
  blurb:
    'Since 2019 we help fish farmers across north-east India grow more and lose less: consultancy, fish seed, feed, laboratories, RAS farming and the Fishwaale fish market.',
  address: ['2nd Floor, Aqua House, G.S. Road', 'Christian Basti, Guwahati', 'Assam 781005, India'],
  phones: [
    { label: 'Office', number: '+919864000001' },
    { label: 'Sales', number: '+919864000002' },
  ],
  whatsapp: '+919864000002',
  emails: [
    { label: 'General enquiries', address: 'info@aquaculture-group.example' },
    { label: 'Orders', address: 'orders@aquaculture-group.example' },
  ],
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/aquaculturegroup' },
    { name: 'Instagram', url: 'https://www.instagram.com/aquaculturegroup' },
    { name: 'YouTube', url: 'https://www.youtube.com/@aquaculturegroup' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/aquaculturegroup' },
  ],
  workingHours: 'Monday to Saturday, 10:00 AM to 6:00 PM IST',
  areasCovered: ['Assam', 'Meghalaya', 'Nagaland', 'Mizoram', 'Arunachal Pradesh', 'Tripura', 'Manipur'],
  grievanceOfficer: {
    name: 'Rituparna Deka',
    email: 'grievance@aquaculture-group.example',
    phone: '+919864000003',
  },
  emergencyContacts: [
    { label: 'Fish health emergency', number: '+919864000004' },
    { label: 'RAS technical support', number: '+919864000005' },
  ],
};
