import { MEDIA_FIELDS, PROPERTY_FIELDS, type EdmType } from './out';

/**
 * The RESO Web API's `$metadata`: the Property and Media entity types in CSDL (OData 4.0 XML),
 * with the RESO Data Dictionary's names and types (docs/reso-api.md). Property is open: a feed's
 * fields that have no column go out with the listing under their own names.
 */
export const RESO_NAMESPACE = 'org.reso.metadata';

function property(name: string, type: EdmType) {
  const precision = type === 'Edm.DateTimeOffset' ? ' Precision="3"' : '';
  return `<Property Name="${name}" Type="${type}"${precision}/>`;
}

export function resoMetadataXml() {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<edmx:Edmx xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx" Version="4.0">',
    '<edmx:DataServices>',
    `<Schema xmlns="http://docs.oasis-open.org/odata/ns/edm" Namespace="${RESO_NAMESPACE}">`,
    '<EntityType Name="Property" OpenType="true">',
    '<Key><PropertyRef Name="ListingKey"/></Key>',
    ...PROPERTY_FIELDS.map((field) => property(field.name, field.type)),
    `<NavigationProperty Name="Media" Type="Collection(${RESO_NAMESPACE}.Media)"/>`,
    '</EntityType>',
    '<EntityType Name="Media">',
    '<Key><PropertyRef Name="MediaKey"/></Key>',
    ...MEDIA_FIELDS.map((field) => property(field.name, field.type)),
    '</EntityType>',
    '<EntityContainer Name="Default">',
    `<EntitySet Name="Property" EntityType="${RESO_NAMESPACE}.Property"/>`,
    '</EntityContainer>',
    '</Schema>',
    '</edmx:DataServices>',
    '</edmx:Edmx>',
  ];
  return `${lines.join('\n')}\n`;
}
