import { Box, type BoxProps } from '@chakra-ui/react';

/** Prose spacing for rendered markdown: no outer margins, the document's headings kept below the screen's h1. */
const PROSE = {
  '& > :first-child': { marginTop: 0 },
  '& > :last-child': { marginBottom: 0 },
  '& p, & ul, & ol, & blockquote, & table': { marginBlock: '0.55em' },
  '& h1, & h2': { fontSize: '1.25rem', fontWeight: 600, marginBlock: '0.7em 0.3em' },
  '& h3': { fontSize: '1.125rem', fontWeight: 600, marginBlock: '0.6em 0.3em' },
  '& h4, & h5, & h6': { fontSize: '1rem', fontWeight: 600, marginBlock: '0.5em 0.25em' },
  '& ul': { paddingInlineStart: '1.5em', listStyleType: 'disc' },
  '& ol': { paddingInlineStart: '1.5em', listStyleType: 'decimal' },
  '& a': { color: 'blue.700', textDecoration: 'underline' },
  '& blockquote': { borderInlineStart: '4px solid', borderColor: 'gray.300', paddingInlineStart: '1em' },
  '& code': { fontFamily: 'mono', background: 'gray.100', paddingInline: '0.25em', borderRadius: '3px' },
  '& hr': { borderColor: 'gray.300', marginBlock: '1em' },
};

/**
 * HTML that the templating engine's sanitising markdown renderer made (raw HTML off, javascript:/data: links
 * refused), shown as prose. Only such HTML may be given: nothing else in the product sets inner HTML.
 */
export function SanitisedHtml({
  html,
  ...box
}: { html: string } & Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'>) {
  return <Box color="gray.800" lineHeight="1.6" css={PROSE} {...box} dangerouslySetInnerHTML={{ __html: html }} />;
}
