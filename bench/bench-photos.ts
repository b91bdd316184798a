/**
 * Photos for benches that need a studio with photos (export, heavy jobs), made without the API so seeding is quick.
 */
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import type { Db } from "../server/db/client";

/**
 * `count` distinct JPEGs (480 × 360, about 100 kB) on the disk store, as the photo service stores them (a photo and
 * its thumbnail), straight into the data directory and the photos table; the potter's first `count` pieces show one
 * each, the others none (the generator's made-up addresses are cleared).
 */
export async function makePhotos(db: Db, userId: number, dataDir: string, count: number): Promise<string[]> {
  const keys: string[] = [];
  const base = await sharp({ create: { width: 480, height: 360, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
    .raw()
    .toBuffer();
  for (let i = 0; i < count; i++) {
    // Each photo differs: a few bytes of the noise changed, so every file has its own hash.
    const pixels = Buffer.from(base);
    randomBytes(64).copy(pixels, (i * 997) % (pixels.length - 64));
    const jpeg = await sharp(pixels, { raw: { width: 480, height: 360, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
    const thumb = await sharp(jpeg).resize(200).jpeg({ quality: 70 }).toBuffer();
    const key = randomBytes(16).toString("base64url");
    for (const [name, bytes] of [[`${key}.jpg`, jpeg], [`${key}.thumb.jpg`, thumb]] as const) {
      const dir = path.join(dataDir, "photos", name.slice(0, 2));
      await mkdir(dir, { recursive: true });
      writeFileSync(path.join(dir, name), bytes);
    }
    await db.execute(sql`insert into photos (id, user_id, content_type, width, height, bytes, thumb_bytes, attached_at)
      values (${`${key}.jpg`}, ${userId}, 'image/jpeg', 480, 360, ${jpeg.length}, ${thumb.length}, now())`);
    keys.push(`${key}.jpg`);
  }
  await db.execute(sql`update pieces set image_urls = '{}' where user_id = ${userId}`);
  await db.execute(sql`update pieces p set image_urls = array['/api/photos/' || k.key]
    from (select id, row_number() over (order by id) as n from pieces where user_id = ${userId}) o
    join unnest(${sql.raw(`array[${keys.map((k) => `'${k}'`).join(",")}]`)}::text[]) with ordinality as k(key, n) on k.n = o.n
    where p.id = o.id`);
  return keys;
}
