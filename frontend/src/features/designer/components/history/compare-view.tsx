import { Box, Button, chakra, Flex, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { ModalShell } from '../../../../components/ui/modal-shell';
import { useVersionDiff } from '../../api/diff-versions.api';
import { downloadTemplate } from '../../api/download-template.api';
import type { ElementListItem } from '../../model/designer.types';
import type { MemberDiff, PropertyDiff, VersionDiff } from '../../model/history.types';
import { versionChoices } from '../../model/history-rows';
import {
  SAME_VERSIONS,
  diffSummary,
  displayValue,
  membersByKind,
  orderedProperties,
  propertyLabel,
  typeText,
} from '../../model/version-compare';
import { sides, wordDiff, type DiffSegment } from '../../../../lib/word-diff';
import { SelectField } from '../../../../components/ui/form-fields';

type ElementRef = Pick<ElementListItem, '_id' | 'kind'>;

const KIND_HEADING = {
  variable: 'Variables',
  formula: 'Formulas',
  template: 'Templates',
  app: 'Apps',
  layout: 'Layouts',
} as const;

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

const cell = {
  fontFamily: 'mono',
  fontSize: 'sm',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  px: '2',
  py: '1',
  minW: '0',
} as const;

/** "—" where a property is not set in a version. */
function Absent() {
  return (
    <Text as="span" color="gray.500" aria-label="not set">
      —
    </Text>
  );
}

/** One property, side by side: the earlier value with its deleted words, the later one with its inserted words. */
function PropertyRow({ change }: { change: PropertyDiff }) {
  const before = displayValue(change.before);
  const after = displayValue(change.after);
  const both = before !== null && after !== null ? sides(wordDiff(before, after)) : undefined;
  return (
    <chakra.tr borderTopWidth="1px" borderColor="gray.200" verticalAlign="top">
      <chakra.th scope="row" textAlign="left" fontWeight="medium" fontSize="sm" px="2" py="1" w="40">
        {propertyLabel(change.property)}
      </chakra.th>
      <chakra.td {...cell} data-testid="diff-before">
        {both ? <Segments segments={both.before} /> : before === null ? <Absent /> : <Deleted>{before}</Deleted>}
      </chakra.td>
      <chakra.td {...cell} data-testid="diff-after">
        {both ? <Segments segments={both.after} /> : after === null ? <Absent /> : <Inserted>{after}</Inserted>}
      </chakra.td>
    </chakra.tr>
  );
}

function PropertyTable({
  caption,
  changes,
  from,
  to,
}: {
  caption: string;
  changes: PropertyDiff[];
  from: number;
  to: number;
}) {
  return (
    <chakra.table w="full" style={{ tableLayout: 'fixed' }} borderCollapse="collapse">
      <chakra.caption textAlign="left" srOnly>
        {caption}
      </chakra.caption>
      <thead>
        <tr>
          <chakra.th scope="col" w="40" px="2" textAlign="left" fontSize="xs" color="gray.600">
            Property
          </chakra.th>
          <chakra.th scope="col" px="2" textAlign="left" fontSize="xs" color="gray.600">
            Version {from}
          </chakra.th>
          <chakra.th scope="col" px="2" textAlign="left" fontSize="xs" color="gray.600">
            Version {to}
          </chakra.th>
        </tr>
      </thead>
      <tbody>
        {orderedProperties(changes).map((change) => (
          <PropertyRow key={change.property} change={change} />
        ))}
      </tbody>
    </chakra.table>
  );
}

const STATUS_STYLE = {
  added: { bg: 'green.100', color: 'green.900' },
  removed: { bg: 'red.100', color: 'red.900' },
  changed: { bg: 'gray.100', color: 'gray.800' },
} as const;

function Tag({ children, tone }: { children: string; tone: keyof typeof STATUS_STYLE }) {
  return (
    <Text as="span" fontSize="xs" fontWeight="medium" px="2" py="0.5" borderRadius="full" {...STATUS_STYLE[tone]}>
      {children}
    </Text>
  );
}

/** Downloads a template's file as it was at one version of the element. */
type DownloadFile = (version: number, templateName: string) => void;

/** A template whose file changed between the versions: each version's file, to open side by side. */
function TemplateFiles({
  member,
  from,
  to,
  download,
}: {
  member: MemberDiff;
  from: number;
  to: number;
  download: DownloadFile;
}) {
  const file = member.properties.find((change) => change.property === 'filepath');
  if (!file) return null;
  return (
    <HStack gap="2" mt="2" fontSize="sm">
      <Text as="span" color="gray.600">
        Files:
      </Text>
      {file.before !== null && (
        <Button size="xs" variant="outline" onClick={() => download(from, member.previousName ?? member.name)}>
          Download version {from}
        </Button>
      )}
      {file.after !== null && (
        <Button size="xs" variant="outline" onClick={() => download(to, member.name)}>
          Download version {to}
        </Button>
      )}
    </HStack>
  );
}

/** A member compared: its name, what happened to it (added, removed, renamed, retyped), its changed properties. */
function MemberChanges({
  member,
  from,
  to,
  download,
}: {
  member: MemberDiff;
  from: number;
  to: number;
  download?: DownloadFile;
}) {
  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="md"
      p="2"
      data-testid="member-diff"
    >
      <HStack gap="2" wrap="wrap" mb="1">
        <Text fontWeight="semibold">
          {member.kind} {member.name}
        </Text>
        <Tag tone={member.status}>{member.status}</Tag>
        {member.previousName !== undefined && <Tag tone="changed">{`renamed from ${member.previousName}`}</Tag>}
        {member.retyped && (
          <Tag tone="changed">{`${typeText(member.retyped.from)} → ${typeText(member.retyped.to)}`}</Tag>
        )}
      </HStack>
      <PropertyTable caption={`${member.kind} ${member.name}`} changes={member.properties} from={from} to={to} />
      {member.kind === 'template' && download && (
        <TemplateFiles member={member} from={from} to={to} download={download} />
      )}
    </Box>
  );
}

/** A comparison once loaded: the element's own properties, then the members kind by kind. */
export function DiffBody({
  diff,
  elementKind,
  download,
}: {
  diff: VersionDiff;
  elementKind: string;
  /** Given, a template whose file changed offers each version's file (001 §7 GET …/template/…?version=). */
  download?: DownloadFile;
}) {
  const summary = diffSummary(diff);
  if (!summary) return <Text py="4">{SAME_VERSIONS}</Text>;
  return (
    <Stack gap="4">
      <Text fontSize="sm" color="gray.700" data-testid="diff-summary">
        {summary}
      </Text>
      {diff.element.length > 0 && (
        <Box as="section">
          <Heading as="h4" size="sm" mb="2" textTransform="capitalize">
            {elementKind}
          </Heading>
          <PropertyTable caption={elementKind} changes={diff.element} from={diff.from} to={diff.to} />
        </Box>
      )}
      {membersByKind(diff.members).map((group) => (
        <Box as="section" key={group.kind}>
          <Heading as="h4" size="sm" mb="2">
            {KIND_HEADING[group.kind]}
          </Heading>
          <Stack as="ul" gap="2" m="0" p="0">
            {group.members.map((member) => (
              <MemberChanges key={member.memberId} member={member} from={diff.from} to={diff.to} download={download} />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

/** Two versions of an element compared, as the History panel and the revert preview show them. */
export function CompareView({
  tenancy,
  element,
  from,
  to,
}: {
  tenancy: string;
  element: ElementRef;
  from: number;
  to: number;
}) {
  const diff = useVersionDiff(tenancy, element.kind, element._id, from, to);
  return (
    <Box>
      <Heading as="h3" size="sm" mb="2">
        Version {from} → Version {to}
      </Heading>
      {diff.isPending ? (
        <HStack py="4">
          <Spinner size="sm" />
          <Text>Loading...</Text>
        </HStack>
      ) : diff.error ? (
        <HStack py="4" role="alert">
          <Text>Error: {diff.error.message}</Text>
          <Button size="xs" variant="outline" onClick={() => void diff.refetch()}>
            Retry
          </Button>
        </HStack>
      ) : (
        <DiffBody
          diff={diff.data}
          elementKind={element.kind}
          download={(version, name) => void downloadTemplate(tenancy, element._id, name, name, version)}
        />
      )}
    </Box>
  );
}

/**
 * The Compare dialog: two versions side by side, opened on the row's version and the latest; the author picks
 * either. Escape or Close closes it.
 */
export function CompareDialog({
  tenancy,
  element,
  latest,
  initial,
  labels,
  onClose,
}: {
  tenancy: string;
  element: ElementRef;
  latest: number;
  initial: { from: number; to: number };
  /** Labels of the versions known so far, to name them in the pickers. */
  labels: ReadonlyMap<number, string>;
  onClose(): void;
}) {
  const titleId = useId();
  const [pair, setPair] = useState(initial);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const choices = versionChoices(latest, labels);
  return (
    <ModalShell labelledBy={titleId} width="960px" maxW="full" maxH="90vh" overflowY="auto" borderRadius="md" p="6">
      <Heading as="h2" size="md" id={titleId} mb="4">
        Compare versions
      </Heading>
      <Flex gap="4" mb="4" wrap="wrap">
        <Box flex="1" minW="40">
          <SelectField
            label="From version"
            value={String(pair.from)}
            choices={choices}
            onChange={(value) => setPair((was) => ({ ...was, from: Number(value) }))}
          />
        </Box>
        <Box flex="1" minW="40">
          <SelectField
            label="To version"
            value={String(pair.to)}
            choices={choices}
            onChange={(value) => setPair((was) => ({ ...was, to: Number(value) }))}
          />
        </Box>
      </Flex>
      <CompareView tenancy={tenancy} element={element} from={pair.from} to={pair.to} />
      <HStack justify="flex-end" mt="6">
        <Button bg="app.widget" color="app.widgetText" onClick={onClose}>
          Close
        </Button>
      </HStack>
    </ModalShell>
  );
}
