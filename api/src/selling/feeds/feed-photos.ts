// The photos a stock feed names by URL (decision 045): fetched once per dealer and address (feed_photos) through the
// safe fetch, re-encoded like uploads and kept in the uploads store; a few at a time, so the network and the encoding
// overlap; an address that failed in a run is not asked again in it.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { feedPhotos } from '../../db/schema';
import { UPLOADS_PREFIX } from '../../lib/upload-paths';
import { processImage } from '../../platform/images';
import type { UploadStorage } from '../../platform/upload-storage';
import type { FeedListing } from './feed-listing';
import { safeFetch } from './safe-fetch';

export interface PhotoFetchOptions {
  storage: UploadStorage;
  allowPrivateHosts?: readonly string[];
  photoBytesMax: number;
  photoTimeoutMs: number;
  concurrency: number;
}

/** The photos of the feed's listings, fetched once per dealer and address, re-encoded and stored like uploads. */
export class PhotoFetcher {
  fetched = 0;
  private readonly known = new Map<string, string>();
  /** Addresses that failed in this run, with why: not asked again until the next run. */
  private readonly failed = new Map<string, string>();

  constructor(
    private readonly db: Db,
    private readonly deps: PhotoFetchOptions,
    private readonly dealerId: number,
  ) {}

  async load(): Promise<void> {
    const rows = await this.db
      .select({ sourceUrl: feedPhotos.sourceUrl, storedUrl: feedPhotos.storedUrl })
      .from(feedPhotos)
      .where(eq(feedPhotos.dealerId, this.dealerId));
    for (const row of rows) this.known.set(row.sourceUrl, row.storedUrl);
  }

  /** The stored picture of a URL, fetching it the first time; or the reason it could not be had. */
  async stored(url: string): Promise<{ url: string } | { reason: string }> {
    const known = this.known.get(url);
    if (known) return { url: known };
    const failure = this.failed.get(url);
    if (failure) return { reason: failure };
    const answer = await safeFetch(url, {
      maxBytes: this.deps.photoBytesMax,
      timeoutMs: this.deps.photoTimeoutMs,
      contentTypes: ['image/*'],
      allowPrivateHosts: this.deps.allowPrivateHosts ?? [],
    });
    if (!answer.ok) {
      this.failed.set(url, answer.reason);
      return { reason: answer.reason };
    }
    let image;
    try {
      image = await processImage(answer.body);
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'The picture could not be read.';
      this.failed.set(url, reason);
      return { reason };
    }
    const month = new Date().toISOString().slice(0, 7).replace('-', '/');
    const relative = `${month}/${crypto.randomBytes(16).toString('base64url')}.${image.extension}`;
    await this.deps.storage.put(relative, image.data, image.mime);
    const storedUrl = `${UPLOADS_PREFIX}${relative}`;
    await this.db
      .insert(feedPhotos)
      .values({ dealerId: this.dealerId, sourceUrl: url, storedUrl })
      .onConflictDoUpdate({
        target: [feedPhotos.dealerId, feedPhotos.sourceUrl],
        set: { storedUrl, fetchedAt: new Date() },
      });
    this.known.set(url, storedUrl);
    this.fetched += 1;
    return { url: storedUrl };
  }

  /** Fetches the photos of the coming listings, PHOTO_CONCURRENCY at a time, so the network and encoding overlap. */
  async prefetch(listings: FeedListing[]): Promise<void> {
    const urls = [...new Set(listings.flatMap((listing) => listing.photoUrls))].filter((url) => !this.known.has(url));
    let next = 0;
    const worker = async () => {
      while (next < urls.length) {
        const url = urls[next++]!;
        await this.stored(url);
      }
    };
    await Promise.all(Array.from({ length: this.deps.concurrency }, worker));
  }

  /** Every photo of the listing that could be had, in order, and the reasons of those that could not. */
  async photosOf(listing: FeedListing): Promise<{ urls: string[]; problems: string[] }> {
    const urls: string[] = [];
    const problems: string[] = [];
    for (const url of listing.photoUrls) {
      const result = await this.stored(url);
      if ('url' in result) urls.push(result.url);
      else problems.push(`${url}: ${result.reason}`);
    }
    return { urls, problems };
  }
}
