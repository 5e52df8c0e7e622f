// The visitor cookie: a value the server signed names its visitor, every time (the verified value
// is remembered); a forged or altered one never does, before or after the genuine one was seen.
import { describe, expect, it } from 'vitest';
import { visitorCookieName, visitorCookies } from './visitor-cookie';

const header = (setCookie: string) => setCookie.split(';')[0] ?? '';

describe('visitor cookies', () => {
  it('reads back the visitor it issued, again and again', () => {
    const cookies = visitorCookies('a key of the server', false);
    const { visitorId, setCookie } = cookies.issue();
    expect(setCookie).toMatch(new RegExp(`^${visitorCookieName}=`));
    for (let i = 0; i < 3; i += 1)
      expect(cookies.read(`a=b; ${header(setCookie)}`)).toBe(visitorId);
  });

  it('refuses an altered signature or id, also once the genuine value is known', () => {
    const cookies = visitorCookies('a key of the server', false);
    const { visitorId, setCookie } = cookies.issue();
    const value = header(setCookie).slice(visitorCookieName.length + 1);
    const [id = '', signature = ''] = value.split('.');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'AB' : 'AA'}`;
    const other = cookies.issue().visitorId;
    const forged = [`${id}.${flipped}`, `${other}.${signature}`, `${id}.`, id];
    for (const candidate of forged)
      expect(cookies.read(`${visitorCookieName}=${candidate}`)).toBeNull();
    expect(cookies.read(header(setCookie))).toBe(visitorId);
    for (const candidate of forged)
      expect(cookies.read(`${visitorCookieName}=${candidate}`)).toBeNull();
  });

  it('refuses a cookie another server key signed, even one this server has seen as its own', () => {
    const mine = visitorCookies('a key of the server', false);
    const theirs = visitorCookies('another key', false);
    const { setCookie } = theirs.issue();
    expect(theirs.read(header(setCookie))).not.toBeNull();
    expect(mine.read(header(setCookie))).toBeNull();
  });

  it('keeps reading every visitor when more visitors came than it remembers', () => {
    const cookies = visitorCookies('a key of the server', false);
    const issued = Array.from({ length: 10_050 }, () => cookies.issue());
    for (const { setCookie } of issued) cookies.read(header(setCookie));
    const first = issued[0];
    if (!first) throw new Error('none issued');
    expect(cookies.read(header(first.setCookie))).toBe(first.visitorId);
  });
});
