import { chakra, Text } from '@chakra-ui/react';
import type { DiffSegment } from '../../../../lib/word-diff';
import type { DiffRow } from '../../model/record-history-diff';

/** Deleted and inserted words: coloured, and struck through or underlined for those who do not see colour. */
const Deleted = chakra('del', { base: { bg: 'red.100', color: 'red.900', textDecoration: 'line-through' } });
const Inserted = chakra('ins', { base: { bg: 'green.100', color: 'green.900', textDecoration: 'underline' } });

function Segments({ segments }: { segments: readonly DiffSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.op === 'del' ? (
          <Deleted key={index}>{segment.text}</Deleted>
        ) : segment.op === 'ins' ? (
          <Inserted key={index}>{segment.text}</Inserted>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}

/** A side with no value ("not set"), or an empty text, said in grey so it is not read as a value. */
function Hint({ children }: { children: string }) {
  return (
    <Text as="span" color="gray.500" fontStyle="italic" fontFamily="body">
      {children}
    </Text>
  );
}

function Side({ text, words, Whole }: { text: string | null; words?: DiffSegment[]; Whole: typeof Deleted }) {
  if (text === null) return <Hint>not set</Hint>;
  if (text === '') return <Hint>empty text</Hint>;
  return words ? <Segments segments={words} /> : <Whole>{text}</Whole>;
}

const cell = {
  fontFamily: 'mono',
  fontSize: 'sm',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  px: '2',
  py: '1.5',
  minW: '0',
} as const;

const headCell = {
  px: '2',
  py: '1',
  textAlign: 'left',
  fontSize: 'xs',
  color: 'gray.600',
  fontWeight: 'semibold',
} as const;

/** A version against the record now, field by field: the value then with its deleted words, now with the inserted. */
export function DiffTable({ rows, version }: { rows: readonly DiffRow[]; version: number }) {
  return (
    <chakra.table w="full" style={{ tableLayout: 'fixed' }} borderCollapse="collapse" data-testid="record-diff">
      <chakra.caption srOnly>{`Version ${version} compared with the record now`}</chakra.caption>
      <thead>
        <tr>
          <chakra.th scope="col" w="36" {...headCell}>
            Field
          </chakra.th>
          <chakra.th scope="col" {...headCell}>
            Version {version}
          </chakra.th>
          <chakra.th scope="col" {...headCell}>
            Now
          </chakra.th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <chakra.tr key={row.name} borderTopWidth="1px" borderColor="gray.200" verticalAlign="top">
            <chakra.th
              scope="row"
              textAlign="left"
              fontWeight="medium"
              fontSize="sm"
              px="2"
              py="1.5"
              wordBreak="break-word"
            >
              {row.name}
            </chakra.th>
            <chakra.td {...cell} data-testid="diff-before">
              <Side text={row.before} words={row.words?.before} Whole={Deleted} />
            </chakra.td>
            <chakra.td {...cell} data-testid="diff-after">
              <Side text={row.after} words={row.words?.after} Whole={Inserted} />
            </chakra.td>
          </chakra.tr>
        ))}
      </tbody>
    </chakra.table>
  );
}
