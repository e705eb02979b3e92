import { Readable } from 'node:stream';
import { RecentFiles } from './recent-files';

const read = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
const file = (text: string) => Readable.from([Buffer.from(text.slice(0, 3)), Buffer.from(text.slice(3))]);

describe('RecentFiles: the small files read last, kept in memory', () => {
  it('keeps a file read to the end, with the same bytes the reader got', async () => {
    const recent = new RecentFiles(100, 1000);
    expect(await read(recent.keepWhileRead('a', file('template bytes')))).toEqual(Buffer.from('template bytes'));
    expect(recent.get('a')).toEqual(Buffer.from('template bytes'));
  });

  it('lets a file larger than the limit through without keeping it', async () => {
    const recent = new RecentFiles(5, 1000);
    expect((await read(recent.keepWhileRead('big', file('more than five')))).toString()).toBe('more than five');
    expect(recent.get('big')).toBeUndefined();
  });

  it('drops the least recently read files past the total', async () => {
    const recent = new RecentFiles(100, 10);
    await read(recent.keepWhileRead('a', file('aaaa')));
    await read(recent.keepWhileRead('b', file('bbbb')));
    recent.get('a');
    await read(recent.keepWhileRead('c', file('cccc')));
    expect([recent.get('a'), recent.get('b'), recent.get('c')].map((bytes) => bytes?.toString())).toEqual([
      'aaaa',
      undefined,
      'cccc',
    ]);
  });

  it('keeps nothing of a file deleted while it was read, nor of a read that failed', async () => {
    const recent = new RecentFiles(100, 1000);
    const reading = recent.keepWhileRead('a', file('soon gone'));
    recent.deleted('a');
    await read(reading);
    expect(recent.get('a')).toBeUndefined();
    const failing = new Readable({
      read() {
        this.destroy(new Error('disk error'));
      },
    });
    await expect(read(recent.keepWhileRead('b', failing))).rejects.toThrow('disk error');
    expect(recent.get('b')).toBeUndefined();
  });
});
