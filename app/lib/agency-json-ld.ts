/** What structured data says of an agency: the firm behind a listing (docs/product.md#agencies). */
export type FirmForJsonLd = {
  id: number;
  name: string;
  licence?: string | null;
  phone?: string | null;
  logo?: string | null;
  address?: string | null;
  website?: string | null;
};

/**
 * schema.org RealEstateAgent for an agency (https://schema.org/RealEstateAgent): its page, name,
 * phone, logo, and its licence number as an identifier, as listing-display rules ask.
 */
export function firmJsonLd(firm: FirmForJsonLd, origin: string) {
  return {
    '@type': 'RealEstateAgent',
    '@id': `${origin}/agencies/${firm.id}`,
    url: `${origin}/agencies/${firm.id}`,
    name: firm.name,
    ...(firm.licence && {
      identifier: { '@type': 'PropertyValue', name: 'licence', value: firm.licence },
    }),
    ...(firm.phone && { telephone: firm.phone }),
    ...(firm.logo && { logo: `${origin}${firm.logo}` }),
    ...(firm.address && { address: firm.address }),
    ...(firm.website && { sameAs: firm.website }),
  };
}

/** A lister as the seller of a listing's offer: the agent, and the agency they work for. */
export function sellerJsonLd(
  lister: {
    id: number;
    name: string;
    phone?: string | null;
    agencyId?: number | null;
    agency?: string | null;
    agencyLicence?: string | null;
    agencyPhone?: string | null;
    agencyLogo?: string | null;
  },
  origin: string,
) {
  const firm =
    lister.agencyId != null && lister.agency
      ? firmJsonLd(
          {
            id: lister.agencyId,
            name: lister.agency,
            licence: lister.agencyLicence,
            phone: lister.agencyPhone,
            logo: lister.agencyLogo,
          },
          origin,
        )
      : null;
  return {
    '@type': firm ? 'RealEstateAgent' : 'Person',
    name: lister.name,
    url: `${origin}/agents/${lister.id}`,
    ...(lister.phone && { telephone: lister.phone }),
    ...(firm && { parentOrganization: firm }),
  };
}
