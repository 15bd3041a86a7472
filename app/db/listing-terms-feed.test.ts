import { describe, expect, it } from 'vitest';

import { resoToSite, siteToReso } from '~/lib/reso/mapping';

import { feedMapping } from './home-columns';

/** A feed's Tokyo rental with its terms (docs/reso-mapping.md, docs/product.md#rental-and-sale-terms). */
const record = {
  ListingKey: 'T-1',
  StandardStatus: 'Active',
  PropertyType: 'ResidentialLease',
  PropertySubType: 'Apartment',
  ListPrice: 150_000,
  City: 'Tokyo',
  AssociationFee: 8_000,
  AssociationFeeFrequency: 'Monthly',
  Roofline_KeyMoney: 150_000,
  Roofline_RenewalFee: '150,000',
  Roofline_GuarantorRequired: 'yes',
  Roofline_GuarantorFee: 75_000,
  Roofline_ContractMonths: 24,
  Roofline_BuiltMonth: 3,
  Roofline_ListerRole: 'broker',
};

describe('a listing’s terms in a feed', () => {
  it('reads the management fee from AssociationFee and the others from their local fields', () => {
    const read = resoToSite(record, feedMapping);
    expect(read.ok && read.fields).toMatchObject({
      managementFee: 8_000,
      keyMoney: 150_000,
      renewalFee: 150_000,
      guarantorRequired: true,
      guarantorFee: 75_000,
      contractMonths: 24,
      builtMonth: 3,
      listerRole: 'broker',
    });
    // And writes them out under the same names.
    const out = siteToReso(read.ok ? read.fields : {}, feedMapping);
    expect(out).toMatchObject({
      AssociationFee: 8_000,
      AssociationFeeFrequency: 'Monthly',
      Roofline_KeyMoney: 150_000,
      Roofline_ListerRole: 'broker',
    });
  });

  it('keeps a year’s association fee as a month’s, and the feed’s words with it', () => {
    const read = resoToSite(
      { ...record, AssociationFee: 96_000, AssociationFeeFrequency: 'Annually' },
      feedMapping,
    );
    expect(read.ok && read.fields.managementFee).toBe(8_000);
    expect(read.ok && read.resoFields).toMatchObject({
      AssociationFee: 96_000,
      AssociationFeeFrequency: 'Annually',
    });
  });

  it.each([
    [{ Roofline_KeyMoney: -1 }, 'Roofline_KeyMoney'],
    [{ Roofline_BuiltMonth: 13 }, 'Roofline_BuiltMonth'],
    [{ Roofline_ContractMonths: 0 }, 'Roofline_ContractMonths'],
    [{ Roofline_ListerRole: 'friend' }, 'Roofline_ListerRole'],
    [{ AssociationFeeFrequency: 'Weekly' }, 'AssociationFeeFrequency'],
  ])('refuses %o, naming the field', (bad, field) => {
    const read = resoToSite({ ...record, ...bad }, feedMapping);
    expect(read.ok ? null : read.problem.params?.field).toBe(field);
  });
});
