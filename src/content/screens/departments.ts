import { company } from '../shell/company';

/**
 * The sales departments shown on /contact. The office's phone and e-mail are the company's
 * (shell/company.ts); the two sales departments' contacts are stated here only, so that the pages
 * that do not list them (all but /contact) do not download them. The India phone grouping is as the
 * facts print it; confirm with the client.
 */
export const departments = [
  { name: 'Office Department', phone: company.phone, email: company.email },
  {
    name: 'India Sales Department',
    phone: { display: '+919\u00a081\u00a08287\u00a0871', tel: '+919818287871' },
    email: 'india.sales@ivmmedical.com',
  },
  {
    name: 'CIS Sales Department',
    phone: { display: '+993\u00a065\u00a081\u00a028\u00a035', tel: '+99365812835' },
    email: 'cis.sales@ivmmedical.com',
  },
];
