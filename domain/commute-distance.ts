// The one-way distance for the kilometre and bike premiums, estimated from the home and work
// localities' coordinates (../shared/data/be-postcodes.csv, the localities table): the great-circle
// distance times 1.3, the usual ratio of road to straight-line distance in Belgium, rounded up to a
// whole kilometre. The employer may override it; without coordinates it cannot be estimated.
const EARTH_RADIUS_KM = 6371;
const ROAD_FACTOR = 1.3;

export type Coordinates = { latitude: number; longitude: number };

export function straightLineKm(from: Coordinates, to: Coordinates): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLatitude = radians(to.latitude - from.latitude);
  const dLongitude = radians(to.longitude - from.longitude);
  const a = Math.sin(dLatitude / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

/** The estimated road distance in whole kilometres, or null when a locality's coordinates are unknown. */
export function commuteKm(home: Coordinates | null, work: Coordinates | null): number | null {
  if (!home || !work) return null;
  return Math.ceil(straightLineKm(home, work) * ROAD_FACTOR);
}
