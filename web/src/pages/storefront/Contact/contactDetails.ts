/** Public contact details, shared by the Contact page and the Privacy policy. */
export const COMPANY_NAME = 'Homes Marketplace';

export const BUSINESS_EMAIL = 'hello@marketplace.example';

export const BUSINESS_PHONE = {
  display: '+971 4 000 0000',
  href: 'tel:+97140000000',
};

export interface Office {
  id: string;
  city: string;
  country: string;
  label: string;
  lines: string[];
  hours: string;
}

export const OFFICES: Office[] = [
  {
    id: 'islamabad',
    city: 'Islamabad',
    country: 'Pakistan',
    label: 'Pakistan office',
    lines: ['Office 7, 3rd Floor, Jinnah Avenue', 'Blue Area, Islamabad 44000', 'Pakistan'],
    hours: 'Monday to Saturday, 10:00 to 19:00 (PKT)',
  },
  {
    id: 'dubai',
    city: 'Dubai',
    country: 'UAE',
    label: 'Head office',
    lines: ['Office 1402, Bay Square Building 5', 'Business Bay, Dubai', 'United Arab Emirates'],
    hours: 'Monday to Friday, 9:00 to 18:00 (GST)',
  },
];
