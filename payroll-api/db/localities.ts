// Belgian localities (payroll-api/db/data/be-postcodes.csv): loading them, and the folded city name the
// address look-up and the localities search match on.
import { readFile } from "node:fs/promises";
import { apiFile } from "../files";
import type { Queryable } from "./database";

const POSTCODES_FILE = apiFile("db", "data", "be-postcodes.csv");

/** Lower case, accents stripped, anything but letters and digits one space: "Kessel-Lo" is "kessel lo". */
export function localityKey(city: string): string {
  return city
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

type Locality = { zip: string; city: string; longitude: number; latitude: number };

/** The file's rows: zip,city,longitude,latitude after a header; a name may be double-quoted. */
function parsePostcodes(csv: string): Locality[] {
  return csv
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim())
    .map((line) => {
      const [zip, city, longitude, latitude] = line.split(",");
      return { zip, city: city.replace(/^"(.*)"$/, "$1"), longitude: Number(longitude), latitude: Number(latitude) };
    });
}

/** Fills the localities table in one statement (about 2,750 rows, one parameter array per column). */
export async function loadLocalities(db: Queryable): Promise<number> {
  const localities = parsePostcodes(await readFile(POSTCODES_FILE, "utf8"));
  await db.query(
    `insert into localities (zip, city, city_key, longitude, latitude)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::float8[], $5::float8[])`,
    [
      localities.map((l) => l.zip),
      localities.map((l) => l.city),
      localities.map((l) => localityKey(l.city)),
      localities.map((l) => l.longitude),
      localities.map((l) => l.latitude),
    ],
  );
  return localities.length;
}

/** The coordinates of a Belgian zip and locality name, compared folded; null when there is no such pair. */
export async function findLocality(db: Queryable, zip: string, city: string): Promise<{ latitude: number; longitude: number } | null> {
  const [row] = await db.query<{ latitude: number; longitude: number }>(
    "select latitude, longitude from localities where zip = $1 and city_key = $2 order by city limit 1",
    [zip.trim(), localityKey(city)],
  );
  return row ?? null;
}
