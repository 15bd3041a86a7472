import { parse } from 'csv-parse/sync';

import { stationSlug } from '~/lib/stations';

import type { StationInput } from './stations.server';

/**
 * A site owner's stations file (`npm run admin -- stations`, README "Stations"): CSV with a
 * header `name,name_ja,lines,lines_ja,latitude,longitude,city` (and `slug` if wanted; the lines
 * separated by `;`, as many in Japanese as in English), or GeoJSON, a FeatureCollection of Points
 * with those properties (lines as arrays or `;` text). Every bad row is reported with its line
 * (CSV) or feature number (GeoJSON) and why; a file with one is refused whole.
 */
export type StationFileError = { where: string; reason: string };

export type StationFile =
  { ok: true; stations: StationInput[] } | { ok: false; errors: StationFileError[] };

const COLUMNS = ['name', 'name_ja', 'lines', 'lines_ja', 'latitude', 'longitude', 'city'];

export function parseStationFile(text: string, fileName: string): StationFile {
  return /\.(geo)?json$/i.test(fileName) ? parseGeoJson(text) : parseCsv(text);
}

function parseCsv(text: string): StationFile {
  let records: Record<string, string>[];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), {
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
    }) as Record<string, string>[];
  } catch (error) {
    return { ok: false, errors: [{ where: 'file', reason: (error as Error).message }] };
  }
  const header = text.split(/\r?\n/, 1)[0]!.toLowerCase();
  const missing = COLUMNS.filter((column) => !header.split(',').some((h) => h.trim() === column));
  if (missing.length > 0) {
    return {
      ok: false,
      errors: [{ where: 'line 1', reason: `missing column(s): ${missing.join(', ')}` }],
    };
  }
  // The header is line 1; csv-parse's record n (from 1) sits on line n + 1 when no field spans lines.
  return checkAll(
    records.map((record, n) => ({
      where: `line ${n + 2}`,
      fields: {
        slug: record.slug,
        name: record.name,
        nameJa: record.name_ja,
        lines: record.lines,
        linesJa: record.lines_ja,
        latitude: record.latitude,
        longitude: record.longitude,
        city: record.city,
      },
    })),
  );
}

function parseGeoJson(text: string): StationFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, errors: [{ where: 'file', reason: (error as Error).message }] };
  }
  const features = (json as { type?: unknown; features?: unknown }).features;
  if ((json as { type?: unknown }).type !== 'FeatureCollection' || !Array.isArray(features)) {
    return { ok: false, errors: [{ where: 'file', reason: 'not a GeoJSON FeatureCollection' }] };
  }
  return checkAll(
    features.map((feature: unknown, n) => {
      const { geometry, properties = {} } = (feature ?? {}) as {
        geometry?: { type?: unknown; coordinates?: unknown };
        properties?: Record<string, unknown>;
      };
      const point =
        geometry?.type === 'Point' && Array.isArray(geometry.coordinates)
          ? (geometry.coordinates as unknown[])
          : [];
      return {
        where: `feature ${n + 1}`,
        fields: {
          slug: properties?.slug,
          name: properties?.name,
          nameJa: properties?.name_ja ?? properties?.nameJa,
          lines: properties?.lines,
          linesJa: properties?.lines_ja ?? properties?.linesJa,
          longitude: point[0],
          latitude: point[1],
          city: properties?.city,
        },
        notPoint: geometry?.type !== 'Point',
      };
    }),
  );
}

type Raw = Record<keyof StationInput, unknown>;

function checkAll(rows: { where: string; fields: Raw; notPoint?: boolean }[]): StationFile {
  const errors: StationFileError[] = [];
  const stations: StationInput[] = [];
  const seen = new Map<string, string>();
  if (rows.length === 0) errors.push({ where: 'file', reason: 'no stations' });
  for (const row of rows) {
    const reason = row.notPoint ? 'its geometry is not a Point' : undefined;
    const checked = reason ? { reason } : checkStation(row.fields);
    if ('reason' in checked) {
      errors.push({ where: row.where, reason: checked.reason });
      continue;
    }
    const earlier = seen.get(checked.slug!);
    if (earlier) {
      errors.push({ where: row.where, reason: `the same station as ${earlier} (${checked.slug})` });
      continue;
    }
    seen.set(checked.slug!, row.where);
    stations.push(checked);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, stations };
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const listOf = (value: unknown) =>
  (Array.isArray(value) ? value.map(String) : textOf(value).split(';'))
    .map((item) => item.trim())
    .filter(Boolean);

function numberOf(value: unknown) {
  if (typeof value === 'number') return value;
  const text = textOf(value);
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : NaN;
}

function checkStation(fields: Raw): StationInput | { reason: string } {
  const name = textOf(fields.name);
  const nameJa = textOf(fields.nameJa);
  const city = textOf(fields.city);
  const lines = listOf(fields.lines);
  const linesJa = listOf(fields.linesJa);
  const latitude = numberOf(fields.latitude);
  const longitude = numberOf(fields.longitude);
  if (!name) return { reason: 'no name' };
  if (!nameJa) return { reason: 'no Japanese name (name_ja)' };
  if (!city) return { reason: 'no city' };
  if (lines.length === 0) return { reason: 'no lines' };
  if (linesJa.length !== lines.length) {
    return { reason: `${lines.length} lines in English but ${linesJa.length} in Japanese` };
  }
  if (!(latitude >= -90 && latitude <= 90)) return { reason: 'latitude is not -90 to 90' };
  if (!(longitude >= -180 && longitude <= 180)) return { reason: 'longitude is not -180 to 180' };
  const slug = stationSlug(textOf(fields.slug) || name);
  if (!slug) return { reason: 'no letters or digits in its name for its address (slug)' };
  return { slug, name, nameJa, lines, linesJa, latitude, longitude, city };
}
