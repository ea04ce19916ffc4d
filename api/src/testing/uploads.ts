// Pictures sent as the site's upload form sends them (POST /index/ajax/pic, decision 035): for the tests of uploads
// and of the forms that take an uploaded picture (the profile, the feedback popup).
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { okData } from './answers';
import { multipartBody, type FilePart, type Visitor } from './helper';

export interface PictureOptions {
  /** The anti-forgery token to send: default the visitor's, null for none. */
  token?: string | null;
  /** The token's field before the files (a browser's FormData order varies). */
  tokenFirst?: boolean;
}

/** POST /index/ajax/pic with `files` as `visitor`. */
export async function postPictures(app: FastifyInstance, visitor: Visitor, files: FilePart[], options: PictureOptions = {}) {
  const token = options.token === undefined ? visitor.token : options.token;
  const { payload, headers } = await multipartBody(files, token, options.tokenFirst);
  return app.inject({
    method: 'POST',
    url: '/index/ajax/pic',
    remoteAddress: visitor.remoteAddress,
    headers: { cookie: visitor.cookie, ...headers },
    payload,
  });
}

/** A square PNG of one colour uploaded as `visitor`; answers its address under /uploads/. */
export async function uploadedPng(
  app: FastifyInstance,
  visitor: Visitor,
  size: number,
  background: string,
  filename: string,
): Promise<string> {
  const data = await sharp({ create: { width: size, height: size, channels: 3, background } })
    .png()
    .toBuffer();
  const [picture] = okData<{ url: string }[]>(await postPictures(app, visitor, [{ data, filename, type: 'image/png' }]), 'upload');
  if (!picture) throw new Error('upload: no picture in the answer');
  return picture.url;
}
