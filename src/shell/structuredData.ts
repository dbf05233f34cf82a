import { company } from '../content/shell/company';
import { absoluteUrl } from '../lib/site';

/** schema.org JSON-LD builders for the prerendered head. */

export function breadcrumbJsonLd(items: readonly { name: string; path: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

export function organizationJsonLd(logoPath: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    legalName: company.legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl(logoPath),
    email: company.email,
    telephone: company.phone.tel,
    foundingDate: String(company.founded),
    address: {
      '@type': 'PostalAddress',
      postOfficeBoxNumber: company.address.postBox.replace('P.O. Box ', ''),
      addressLocality: company.address.locality,
      addressRegion: company.address.region,
      addressCountry: company.address.countryCode,
    },
  };
}

export function productJsonLd(product: {
  name: string;
  description: string;
  image: string;
  path: string;
  category: string;
  brand?: string;
}): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: absoluteUrl(product.image),
    url: absoluteUrl(product.path),
    category: product.category,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
  };
}
