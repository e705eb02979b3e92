import { Box, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useElement } from '../../api/get-element.api';
import { MODEL_REQUIRED } from '../../model/element-names';
import { linkChoices } from '../../model/variable-links';
import { REFERENCE_ERROR } from '../../model/variable-references';
import { modelsOf, type StyleChoice } from '../../model/variable-types';
import { SelectField } from '../../../../components/ui/form-fields';
import { CheckboxRow, EditorSection } from './editor-section';
import { PropertyCheckbox } from './property-fields';
import { ReferenceSelect } from './reference-select';
import { setProperty, textOf, type SectionProps } from './section-props';
import { StyleField } from './style-field';
import { BaseModelField } from './type-field';

const NO_LINK = '';

/**
 * The variables of the object's model that may link back to this variable's model (001 §2 'LINK object TO...').
 * The element itself is at hand; another model is read (and cached) as the designer reads any element.
 */
function useLinkChoices({ tenancy, element, member, elements }: SectionProps): {
  choices: StyleChoice[];
  loading: boolean;
} {
  const typeDef = textOf(member.typeDef);
  const modelName = textOf(member.typeName) || typeDef;
  const isSelf = typeDef === element._id;
  const known = elements.some((candidate) => candidate._id === typeDef && candidate.kind === 'model');
  const other = useElement(tenancy, 'model', typeDef !== '' && !isSelf && known ? typeDef : undefined);
  useEffect(() => {
    // 001 §8: a missing model is logged, and no links are offered.
    if (typeDef !== '' && !isSelf && !known) {
      console.warn(`Model '${modelName}' not found; unable to look up potential query links`);
    }
  }, [typeDef, isSelf, known, modelName]);
  const target = isSelf ? element : other.data;
  return { choices: linkChoices(element, target, member), loading: !isSelf && known && other.isPending };
}

/**
 * 001 §2 Object or global object: the model it is based on (when the type does not name it), STYLE,
 * 'SELECT data FROM...', 'LINK object TO...', 'Bidirectional link', and 'Allow import' for lists.
 */
export function ObjectSection(props: SectionProps) {
  const { member, edit, disabled, elements } = props;
  const bound = { member, edit, disabled };
  const models = modelsOf(elements);
  const typeDef = textOf(member.typeDef);
  const modelKnown = models.some((model) => model._id === typeDef);
  // A generic object, a global object, or an object whose model is gone: the model is chosen here.
  const showsBaseModel = member.type === 'global' || !modelKnown;
  const links = useLinkChoices(props);
  const link = textOf(member.linkedQuery);
  const linkKnown = link === NO_LINK || links.choices.some((choice) => choice.value === link);
  const linkChoicesShown: StyleChoice[] = [
    { value: NO_LINK, label: 'No link' },
    ...(linkKnown ? [] : [{ value: link, label: links.loading ? link : REFERENCE_ERROR }]),
    ...links.choices,
  ];
  return (
    <EditorSection title={member.type === 'global' ? 'Global object' : 'Object'}>
      {showsBaseModel && (
        <BaseModelField
          value={typeDef}
          models={models}
          disabled={disabled || member.isExternal === true}
          error={modelKnown ? null : MODEL_REQUIRED}
          onChange={(modelId) => edit({ kind: 'baseModel', modelId })}
        />
      )}
      <StyleField member={member} edit={edit} disabled={disabled} />
      <ReferenceSelect
        label="SELECT data FROM..."
        value={member.selectFrom}
        elements={elements}
        noneLabel="Nothing: the user enters the data"
        disabled={disabled}
        onChange={(value) => edit(setProperty('selectFrom', value))}
      />
      <Stack gap="2">
        <SelectField
          label="LINK object TO..."
          value={link}
          choices={linkChoicesShown}
          disabled={disabled}
          error={!linkKnown && !links.loading ? 'This link no longer exists: choose another one.' : null}
          onChange={(value) => {
            const set = value === NO_LINK ? null : value;
            edit(setProperty('linkedQuery', set));
            if (set === null && member.isLink === true) edit(setProperty('isLink', null));
          }}
        />
        {modelKnown && links.choices.length === 0 && !links.loading && (
          <Text fontSize="xs" color="gray.600">
            The model {textOf(member.typeName) || 'chosen'} has no variable holding a {props.element.name} to link to.
          </Text>
        )}
      </Stack>
      <CheckboxRow>
        <Box title={link === NO_LINK ? 'Choose a link first' : undefined} opacity={link === NO_LINK ? 0.6 : 1}>
          <PropertyCheckbox
            {...bound}
            disabled={disabled || link === NO_LINK}
            property="isLink"
            label="Bidirectional link"
          />
        </Box>
        {member.isList === true && <PropertyCheckbox {...bound} property="useImport" label="Allow import" />}
      </CheckboxRow>
    </EditorSection>
  );
}
