/** The sales departments shown on /contact (a module of its own so other pages do not load them). The India phone grouping is as the facts print it; confirm with the client. */
export const departments = [
  {
    name: 'Office Department',
    phone: { display: '+971\u00a050\u00a08520\u00a0524', tel: '+971508520524' },
    email: 'info@ivmmedical.com',
  },
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
] as const;
