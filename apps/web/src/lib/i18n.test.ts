import { afterEach, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { MSG, UI_TEXT } from '@sakinah/contract';
import { CATALOGUES } from '@sakinah/contract/translate';
import { switchLanguage, textNow } from './i18n';

afterEach(async () => switchLanguage('en'));

describe('the web translations', () => {
  it('English is the contract word for word, with ICU values filled in', () => {
    expect(textNow('nav.home')).toBe(UI_TEXT['nav.home']);
    expect(textNow('requestsEmpty')).toBe(MSG.requestsEmpty);
    expect(textNow('chat.beginning', { name: 'Zainab' })).toBe('This is the beginning of your conversation with Zainab.');
    expect(textNow('chat.characters', { count: '1999', max: '2000' })).toBe('1999 / 2000 characters');
  });

  it('switches to Urdu: catalogue loaded, html lang and dir set, values kept', async () => {
    await switchLanguage('ur');
    expect(document.documentElement.lang).toBe('ur');
    expect(document.documentElement.dir).toBe('rtl');
    expect(textNow('nav.home')).toBe(CATALOGUES.ur['nav.home']);
    expect(textNow('chat.typing', { name: 'Ayesha' })).toBe('Ayesha لکھ رہے ہیں…');
    expect(textNow('tabs.waiting', { count: 3 })).toBe(', 3 منتظر');
  });

  it('switches to Hindi, left to right', async () => {
    await switchLanguage('hi');
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18next.language).toBe('hi');
    expect(textNow('requestSent')).toBe(CATALOGUES.hi.requestSent);
  });
});
