import { isSafeLinkUrl, renderMarkdown, renderMarkdownInline } from './render-markdown';

describe('renderMarkdown', () => {
  it('renders formatting, lists, safe links and images', () => {
    const html = renderMarkdown(
      '# Title\n\n**bold** _it_ [site](https://example.com/a?b=1) ![logo](/img/logo.png)\n\n- one\n- two\n',
    );
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<strong>bold</strong> <em>it</em>');
    expect(html).toContain('<a href="https://example.com/a?b=1">site</a>');
    expect(html).toContain('<img src="/img/logo.png" alt="logo">');
    expect(html).toContain('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
    expect(renderMarkdown('[mail](mailto:a@b.c) [rel](../x)')).toContain(
      '<a href="mailto:a@b.c">mail</a> <a href="../x">rel</a>',
    );
  });

  const hostile = [
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](vbscript:msgbox(1))',
    '[x](VBScript:msgbox(1))',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '![x](data:image/png;base64,iVBORw0KGgo=)',
    '![x](data:image/svg+xml;base64,PHN2Zy8+)',
    '![x](javascript:alert(1))',
    '[x](&#106;avascript:alert(1))',
    '[x](&#x6A;&#x61;vascript:alert(1))',
    '[x](java&#9;script:alert(1))',
    '[x](java&#10;script:alert(1))',
    '[x](&#32;javascript:alert(1))',
    '[x]( javascript:alert(1) )',
    '[x](<javascript:alert(1)>)',
    '[x](%6Aavascript:alert(1))',
    '[x](javascript%3Aalert(1))',
    '[x](java%09script:alert(1))',
    '[x](&Tab;javascript:alert(1))',
    '[x](javascript&colon;alert(1))',
    '<javascript:alert(1)>',
    '<JAVASCRIPT:alert(1)>',
    '<data:text/html,hi>',
    '[x][r]\n\n[r]: javascript:alert(1)',
    '[x][r]\n\n[r]: &#x64;ata:text/html,hi',
    '[x](file:///etc/passwd)',
  ];
  it.each(hostile)('blocks %s', (source) => {
    const html = renderMarkdown(source);
    expect(html).not.toMatch(/<a |<img /);
  });

  it('escapes raw HTML instead of rendering it', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)> <a href="javascript:x">a</a>',
    );
    expect(html).not.toMatch(/<script|<img|<a /);
    expect(html).toContain('&lt;script&gt;');
  });

  it('renders inline markdown without a paragraph and still blocks bad links', () => {
    expect(renderMarkdownInline('**Ann** [x](javascript:1)')).toBe('<strong>Ann</strong> [x](javascript:1)');
  });

  it('judges URLs as a browser reads them', () => {
    expect(isSafeLinkUrl('https://example.com/javascript:x')).toBe(true);
    expect(isSafeLinkUrl('#data:x')).toBe(true);
    expect(isSafeLinkUrl('\u0000javascript:x')).toBe(false);
    expect(isSafeLinkUrl('java\u200bscript:x')).toBe(false);
    expect(isSafeLinkUrl('%E0%A4%A')).toBe(true);
  });
});
