import { createScope } from '../expression';
import { compileTextTemplate } from '../text/compile-text-template';
import { localeKey } from './date-format';

const render = (source: string, locale: string) =>
  compileTextTemplate(source).render(createScope({ Born: '1983-07-04' }, { locale })).text;

/** Locales come from settings and browsers in many spellings; each must pick its own formats. */
describe('locale names', () => {
  it.each(['en-GB', 'en-gb', 'en_GB', 'EN_gb', ' en-GB ', 'en-Latn-GB', 'en_AU'])(
    '%j writes day-first dates',
    (locale) => {
      expect(render('{[Born|format]}', locale)).toBe('4 July 1983');
      expect(render('{[Born|format:"L"]}', locale)).toBe('04/07/1983');
    },
  );

  it.each(['en-ca', 'en_CA', 'EN-CA'])('%j writes Canadian short dates', (locale) => {
    expect(render('{[Born|format:"L"]}', locale)).toBe('1983-07-04');
    expect(render('{[Born|format:"LL"]}', locale)).toBe('July 4, 1983');
  });

  it.each(['en-us', 'en_US', 'en', 'fr-FR', ''])('%j writes US dates', (locale) => {
    expect(render('{[Born|format]} {[Born|format:"L"]}', locale)).toBe('July 4, 1983 07/04/1983');
  });

  it('reads language and region, whatever the case and separator', () => {
    expect(['en_gb', 'EN-gb', 'en-Latn-gb', 'es-419', 'en'].map(localeKey)).toEqual([
      'en-GB',
      'en-GB',
      'en-GB',
      'es-419',
      'en',
    ]);
  });
});
