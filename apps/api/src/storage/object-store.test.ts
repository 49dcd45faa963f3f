/**
 * The two stores behind one interface, held to the same behaviour: the uploads folder and an S3 bucket
 * (a local S3-compatible server, see testing/s3-server.ts).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startS3Server, type TestS3Server } from '../testing/s3-server'
import { createFolderStore } from './folder-store'
import { contentTypeOf, isObjectKey, isPublicKey, readObject, type ObjectStore } from './object-store'
import { parseS3Settings } from './s3-settings'
import { createS3Store } from './s3-store'

let s3: TestS3Server
let folder: string

beforeAll(async () => {
  s3 = await startS3Server()
  folder = mkdtempSync(path.join(tmpdir(), 'sufra-store-'))
})

afterAll(async () => {
  await s3.close()
  rmSync(folder, { recursive: true, force: true })
})

const stores: Array<[string, () => ObjectStore]> = [
  ['the uploads folder', () => createFolderStore(folder)],
  ['an S3 bucket', () => createS3Store(s3.settings('store-test/'))],
]

describe.each(stores)('%s', (_name, open) => {
  let store: ObjectStore
  beforeAll(() => {
    store = open()
  })
  afterAll(() => store.close())

  it('gives back what was put, with its size and validators, and forgets it when deleted', async () => {
    const data = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 a picture')
    expect(await store.exists('one.webp')).toBe(false)
    expect(await store.get('one.webp')).toBeNull()
    await store.put('one.webp', data, 'image/webp')
    expect(await store.exists('one.webp')).toBe(true)
    const object = await store.get('one.webp')
    expect(object).not.toBeNull()
    expect(object!.size).toBe(data.length)
    expect(object!.etag).toMatch(/^(W\/)?".+"$/)
    expect(object!.lastModified.getTime()).toBeGreaterThan(0)
    object!.body.destroy()
    expect(await readObject(store, 'one.webp')).toEqual(data)
    await store.delete('one.webp')
    expect(await store.exists('one.webp')).toBe(false)
    expect(await readObject(store, 'one.webp')).toBeNull()
    // Deleting what is not there is no error.
    await store.delete('one.webp')
  })

  it('replaces an object whole, with a new validator', async () => {
    await store.put('two.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>')
    const before = await store.get('two.svg')
    before!.body.destroy()
    const larger = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>'
    await store.put('two.svg', larger)
    const after = await store.get('two.svg')
    after!.body.destroy()
    expect(after!.size).toBe(Buffer.byteLength(larger))
    expect(after!.etag).not.toBe(before!.etag)
    expect((await readObject(store, 'two.svg'))!.toString()).toBe(larger)
  })

  it('keeps keys with folders (the seed’s demo/…, the narrower copies’ .w480/…) apart from their names', async () => {
    await store.put('demo/recipes/a.svg', 'a')
    await store.put('.w480/a.svg', 'copy')
    await store.put('a.svg', 'original')
    expect((await readObject(store, 'demo/recipes/a.svg'))!.toString()).toBe('a')
    expect((await readObject(store, '.w480/a.svg'))!.toString()).toBe('copy')
    expect((await readObject(store, 'a.svg'))!.toString()).toBe('original')
    expect(await store.exists('demo/recipes')).toBe(false)
    for (const key of ['demo/recipes/a.svg', '.w480/a.svg', 'a.svg']) await store.delete(key)
  })

  it('refuses keys that are paths out of the store or not plain names', async () => {
    for (const key of ['', '../secret', 'a/../../b', '/etc/passwd', 'a//b', 'a b.webp', 'a\\b', 'ü.webp']) {
      await expect(store.put(key, 'x'), key).rejects.toThrow('is not a storage key')
      await expect(store.get(key), key).rejects.toThrow('is not a storage key')
    }
  })
})

describe('the uploads folder on disk', () => {
  it('lays files out as before: each key a file under the folder, its segments as subfolders', async () => {
    const store = createFolderStore(folder)
    await store.put('demo/avatars/x.svg', '<svg/>')
    await store.put('.w960/k.webp', 'copy')
    expect(readFileSync(path.join(folder, 'demo', 'avatars', 'x.svg'), 'utf8')).toBe('<svg/>')
    expect(readFileSync(path.join(folder, '.w960', 'k.webp'), 'utf8')).toBe('copy')
  })
})

describe('keys and types', () => {
  it('tells stored keys, served keys and types apart', () => {
    expect(isObjectKey('3f0c.webp')).toBe(true)
    expect(isObjectKey('.w480/3f0c.webp')).toBe(true)
    expect(isPublicKey('.w480/3f0c.webp')).toBe(false)
    expect(isPublicKey('demo/recipes/hummus.svg')).toBe(true)
    expect(isObjectKey('..')).toBe(false)
    expect(contentTypeOf('a.webp')).toBe('image/webp')
    expect(contentTypeOf('demo/a.SVG')).toBe('image/svg+xml')
    expect(contentTypeOf('a.html')).toBe('application/octet-stream')
  })
})

describe('S3 settings from the environment', () => {
  it('are absent without S3_BUCKET, and complete with it', () => {
    expect(parseS3Settings({})).toBeUndefined()
    expect(
      parseS3Settings({
        S3_BUCKET: 'pictures',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PREFIX: 'sufra',
      }),
    ).toEqual({
      bucket: 'pictures',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      prefix: 'sufra/',
    })
    // The AWS default chain and region.
    expect(parseS3Settings({ S3_BUCKET: 'pictures', AWS_REGION: 'eu-west-1' })).toEqual({
      bucket: 'pictures',
      region: 'eu-west-1',
      endpoint: undefined,
      forcePathStyle: false,
      accessKeyId: undefined,
      secretAccessKey: undefined,
      prefix: '',
    })
  })

  it('stop start-up with a sentence for settings that cannot be right', () => {
    expect(() => parseS3Settings({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'S3_ENDPOINT set without S3_BUCKET',
    )
    expect(() => parseS3Settings({ S3_BUCKET: 'b', S3_ENDPOINT: '127.0.0.1:9000' })).toThrow(
      'S3_ENDPOINT: "127.0.0.1:9000" is not an http(s) address',
    )
    expect(() => parseS3Settings({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      'S3_FORCE_PATH_STYLE: "yes" is neither true nor false.',
    )
    expect(() => parseS3Settings({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    )
  })
})
