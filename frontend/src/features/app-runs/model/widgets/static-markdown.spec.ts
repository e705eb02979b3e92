import { answersScope } from './answers-scope';
import { demoteHeadings, staticCellHtml } from './static-markdown';

const scope = answersScope({ Client: { Name: 'Ann <b>Lee</b>' }, Kids: [{ Name: 'Bo' }] }, { Total: 3 });

describe('static cells', () => {
  it('evaluates fields on the answers and renders the markdown', () => {
    expect(staticCellHtml('## Hello {[Client.Name]}', scope)).toBe('<h3>Hello Ann &lt;b&gt;Lee&lt;/b&gt;</h3>\n');
    expect(staticCellHtml('You have **{[Total]}** items', scope)).toBe('<p>You have <strong>3</strong> items</p>\n');
  });

  it('shows nothing for an unanswered field', () => {
    expect(staticCellHtml('Dear {[Spouse]}', scope)).toBe('<p>Dear</p>\n');
  });

  it('blocks links that run code and raw HTML', () => {
    const html = staticCellHtml('[x](javascript:alert(1)) [y](data:text/html,hi) <script>alert(1)</script>', scope);
    expect(html).not.toContain('href="javascript');
    expect(html).not.toContain('href="data');
    expect(html).not.toContain('<script>');
    expect(staticCellHtml('[site](https://example.com)', scope)).toContain('<a href="https://example.com">site</a>');
  });

  it('keeps the screen title the only h1', () => {
    expect(demoteHeadings('<h1>A</h1><h6>B</h6>')).toBe('<h2>A</h2><h6>B</h6>');
  });

  it('reads a list item’s own fields inside it', () => {
    const item = answersScope({ Kids: [{ Name: 'Bo' }] }, {}, 'Kids[0].');
    expect(staticCellHtml('About {[Name]} (child {[_index]})', item)).toBe('<p>About Bo (child 1)</p>\n');
  });

  it('shows a template that does not compile as written', () => {
    expect(staticCellHtml('Broken {[if X]}', scope)).toBe('<p>Broken {[if X]}</p>\n');
  });
});
