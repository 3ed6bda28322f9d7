// Geo search (https://www.algolia.com/doc/guides/managing-results/refine-results/geolocation): records
// carry `_geoloc` ({lat, lng}, or a list of them); `aroundLatLng` + `aroundRadius` keep the records within
// a circle, `insideBoundingBox` / `insidePolygon` within areas (and then `aroundLatLng` is ignored);
// the `geo` ranking criterion orders by distance to `aroundLatLng`, in steps of `aroundPrecision`.
//
// Not supported, and so answered with a 400: `aroundLatLng` without `aroundRadius`, for which Algolia
// "dynamically calculates the radius based on result density" (api-parameters/aroundRadius) by a rule
// it does not document; send a radius in metres or 'all'.
import type { JsonValue, SearchParams } from '../types.js';
import type { DocPredicate } from './filter-matcher.js';
import type { IndexData } from './index-data.js';
import { SearchError } from './search-error.js';

export interface GeoPoint {
  lat: number;
  lng: number;
}

export interface GeoQuery {
  center?: GeoPoint;
  /** Metres; undefined = no limit. */
  radius?: number;
  /** Distance steps for ranking: from `from` metres on, distances tie within `value` metres. */
  precision: { from: number; value: number }[];
  /** [lat1, lng1, lat2, lng2] each. */
  boxes?: number[][];
  /** lat, lng pairs each. */
  polygons?: number[][];
}

const EARTH_RADIUS_M = 6_371_000;
/** api-parameters/aroundPrecision: default 10 metres, and "if you set a value below 10, Algolia uses 10". */
const MIN_PRECISION = 10;
const GEO_PARAMS = ['aroundLatLng', 'aroundRadius', 'aroundPrecision', 'insideBoundingBox', 'insidePolygon'];

/** The request's geo search, or undefined when it has none (the usual query: nothing else is read). */
export function geoQueryOf(params: SearchParams): GeoQuery | undefined {
  if (!GEO_PARAMS.some((name) => params[name] !== undefined && params[name] !== null && params[name] !== ''))
    return undefined;
  const geo: GeoQuery = { precision: precisionOf(params.aroundPrecision) };
  const boxes = areas(params.insideBoundingBox, 'insideBoundingBox', (list) => list.length === 4);
  const polygons = areas(
    params.insidePolygon,
    'insidePolygon',
    (list) => list.length >= 6 && list.length % 2 === 0,
  );
  if (boxes) geo.boxes = boxes;
  if (polygons) geo.polygons = polygons;
  const around = params.aroundLatLng;
  // api-parameters/aroundLatLng: ignored when insideBoundingBox or insidePolygon is set.
  if (typeof around === 'string' && around.trim() !== '' && !boxes && !polygons) {
    geo.center = parseLatLng(around);
    const radius = params.aroundRadius;
    if (radius === undefined || radius === null)
      throw new SearchError(
        400,
        'Parameter `aroundRadius` is required with `aroundLatLng` by this search engine (metres, or "all"): ' +
          "Algolia's automatic radius is not supported.",
      );
    if (typeof radius === 'number' && radius >= 1) geo.radius = radius;
    else if (radius !== 'all') throw invalid('aroundRadius', 'an integer of at least 1 or "all"', radius);
  }
  return geo;
}

/** Keeps the records inside the circle or one of the areas (so only records with a `_geoloc`). */
export function geoPredicate(data: IndexData, geo: GeoQuery): DocPredicate | undefined {
  const { boxes, polygons, center, radius } = geo;
  if (boxes || polygons) {
    return (doc) =>
      pointsOf(data, doc).some(
        (point) =>
          (boxes ?? []).some((box) => insideBox(point, box)) ||
          (polygons ?? []).some((polygon) => insidePolygon(point, polygon)),
      );
  }
  // "all: Includes all records with a _geoloc attribute" (api-parameters/aroundRadius).
  if (center)
    return (doc) => {
      const { distance } = nearest(data, doc, center);
      return radius === undefined ? Number.isFinite(distance) : distance <= radius;
    };
  return undefined;
}

/** The record's nearest `_geoloc` point to `center` and its distance in metres (Infinity without one). */
export function nearest(
  data: IndexData,
  doc: number,
  center: GeoPoint,
): { point: GeoPoint | undefined; distance: number } {
  let best: GeoPoint | undefined;
  let distance = Number.POSITIVE_INFINITY;
  for (const point of pointsOf(data, doc)) {
    const d = haversine(center, point);
    if (d < distance) [best, distance] = [point, d];
  }
  return { point: best, distance };
}

/** The ranking value of a distance: equal within one `aroundPrecision` step. */
export function distanceStep(distance: number, precision: GeoQuery['precision']): number {
  if (!Number.isFinite(distance)) return Number.MAX_SAFE_INTEGER;
  let range = precision[0]!;
  for (const candidate of precision) if (distance >= candidate.from) range = candidate;
  return range.from + Math.floor((distance - range.from) / range.value) * range.value;
}

function pointsOf(data: IndexData, doc: number): GeoPoint[] {
  const geoloc = data.records[doc]?._geoloc;
  const list = Array.isArray(geoloc) ? geoloc : geoloc ? [geoloc] : [];
  const points: GeoPoint[] = [];
  for (const item of list) {
    if (!item || typeof item !== 'object' || Array.isArray(item)) continue;
    const lat = Number(item.lat);
    const lng = Number(item.lng);
    if (Number.isFinite(lat) && Number.isFinite(lng)) points.push({ lat, lng });
  }
  return points;
}

function haversine(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

function insideBox(point: GeoPoint, [lat1, lng1, lat2, lng2]: number[]): boolean {
  return (
    point.lat >= Math.min(lat1!, lat2!) &&
    point.lat <= Math.max(lat1!, lat2!) &&
    point.lng >= Math.min(lng1!, lng2!) &&
    point.lng <= Math.max(lng1!, lng2!)
  );
}

/** Ray casting over the lat, lng pairs (areas small enough for the plane to do). */
function insidePolygon(point: GeoPoint, polygon: number[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 2; i < polygon.length; j = i, i += 2) {
    const [latI, lngI, latJ, lngJ] = [polygon[i]!, polygon[i + 1]!, polygon[j]!, polygon[j + 1]!];
    if (lngI > point.lng !== lngJ > point.lng) {
      const lat = ((latJ - latI) * (point.lng - lngI)) / (lngJ - lngI) + latI;
      if (point.lat < lat) inside = !inside;
    }
  }
  return inside;
}

function parseLatLng(text: string): GeoPoint {
  const parts = text.split(',').map((part) => Number(part.trim()));
  const [lat, lng] = parts;
  if (
    parts.length !== 2 ||
    !Number.isFinite(lat) ||
    !Number.isFinite(lng) ||
    Math.abs(lat!) > 90 ||
    Math.abs(lng!) > 180
  )
    throw invalid('aroundLatLng', 'a "latitude, longitude" pair such as "40.71, -74.01"', text);
  return { lat: lat!, lng: lng! };
}

/**
 * insideBoundingBox: a list of boxes of 4 numbers, or a string of 4 numbers per box; insidePolygon: a
 * list of polygons of 3 or more lat, lng pairs (or one flat polygon).
 */
function areas(
  value: JsonValue | undefined,
  name: string,
  valid: (list: number[]) => boolean,
): number[][] | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  let lists: unknown[];
  if (typeof value === 'string') {
    const numbers = value.split(',').map((part) => Number(part.trim()));
    lists = name === 'insideBoundingBox' ? chunks(numbers, 4) : [numbers];
  } else if (Array.isArray(value) && value.every((item) => typeof item === 'number')) {
    lists = [value];
  } else {
    lists = Array.isArray(value) ? value : [value];
  }
  const expected =
    name === 'insideBoundingBox'
      ? 'boxes of 4 numbers [lat1, lng1, lat2, lng2]'
      : 'polygons of at least 3 lat, lng pairs';
  const result = lists.map((list) => {
    if (
      !Array.isArray(list) ||
      !list.every((n) => typeof n === 'number' && Number.isFinite(n)) ||
      !valid(list)
    )
      throw invalid(name, expected, value);
    return list as number[];
  });
  if (result.length === 0) throw invalid(name, expected, value);
  return result;
}

function chunks(numbers: number[], size: number): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < numbers.length; i += size) out.push(numbers.slice(i, i + size));
  return out;
}

/** aroundPrecision: metres, or [{from, value}] ranges (api-parameters/aroundPrecision). */
function precisionOf(value: JsonValue | undefined): GeoQuery['precision'] {
  if (value === undefined || value === null) return [{ from: 0, value: MIN_PRECISION }];
  // A v4 `params` string sends the number as text.
  const metres = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof metres === 'number' && Number.isInteger(metres) && metres >= 0)
    return [{ from: 0, value: Math.max(metres, MIN_PRECISION) }];
  const expected = 'an integer (metres) or a list of {from, value}';
  if (!Array.isArray(value) || value.length === 0) throw invalid('aroundPrecision', expected, value);
  const ranges = value.map((range) => {
    if (!range || typeof range !== 'object' || Array.isArray(range))
      throw invalid('aroundPrecision', expected, value);
    const { from, value: step } = range;
    if (typeof from !== 'number' || typeof step !== 'number' || step < 0 || from < 0)
      throw invalid('aroundPrecision', expected, value);
    return { from, value: Math.max(step, MIN_PRECISION) };
  });
  ranges.sort((a, b) => a.from - b.from);
  if (ranges[0]!.from > 0) ranges.unshift({ from: 0, value: ranges[0]!.value });
  return ranges;
}

function invalid(name: string, expected: string, got: unknown): SearchError {
  return new SearchError(400, `Parameter \`${name}\` must be ${expected}, got ${JSON.stringify(got)}.`);
}
