import { DEMO, type ApiSession } from './access-session';
import { saveTypesByApi } from './designer-helpers';
import type { Product } from './harness';
import { cell } from './interview-helpers';

/** The models the interview specs answer, built through the API as the demo administrator. */

/** The catalog of interview-*.e2e-spec.ts and its apps. */
export const MATTERS = 'Matters';
export const INTAKE = 'Intake';
/** An app of the same model that makes no documents (generateDocs off). */
export const NOTES = 'Notes';

/**
 * Matter: two screens (About_you, a spouse question relevant when Married, optional Children 0–20; Home, City), a
 * text template, the app Intake that assembles it and the app Notes that makes no documents. Answers the model's id.
 */
export async function buildMatterModel(product: Product, admin: ApiSession): Promise<string> {
  const model = (await saveTypesByApi(product, admin, [{ action: 'add', kind: 'model', name: 'Matter' }])).added[0]._id;
  await saveTypesByApi(product, admin, [
    { action: 'add', kind: 'variable', parent: model, name: 'Name', type: 'text', label: 'Full name' },
    { action: 'add', kind: 'variable', parent: model, name: 'Married', type: 'true/false', label: 'Married' },
    {
      action: 'add',
      kind: 'variable',
      parent: model,
      name: 'Spouse',
      type: 'text',
      label: 'Spouse name',
      forceRelevance: 'Married',
    },
    { action: 'add', kind: 'variable', parent: model, name: 'City', type: 'text', label: 'City' },
    {
      action: 'add',
      kind: 'variable',
      parent: model,
      name: 'Children',
      type: 'number',
      label: 'Children',
      minimum: 0,
      maximum: 20,
      forceOptional: true,
    },
    {
      action: 'add',
      kind: 'layout',
      parent: model,
      name: 'About_you',
      columnCount: 2,
      rows: [[cell('c1', 'Name'), cell('c2', 'Married', 1)], [cell('c3', 'Spouse', 0, 2)], [cell('c5', 'Children')]],
    },
    {
      action: 'add',
      kind: 'layout',
      parent: model,
      name: 'Home',
      columnCount: 1,
      rows: [[cell('c4', 'City')]],
    },
    {
      action: 'add',
      kind: 'template',
      parent: model,
      name: 'Letter',
      type: 'text',
      text: 'Dear {[Name]} and {[Spouse]} of {[City]}, {[Children]} children',
    },
    {
      action: 'add',
      kind: 'app',
      parent: model,
      name: INTAKE,
      label: 'Client intake',
      screens: ['About_you', 'Home'],
      templates: ['Letter'],
      generateDocs: true,
    },
    {
      action: 'add',
      kind: 'app',
      parent: model,
      name: NOTES,
      label: 'Case notes',
      screens: ['About_you', 'Home'],
      templates: ['Letter'],
      generateDocs: false,
    },
    { action: 'update', kind: 'model', _id: model, key: 'Name' },
  ]);
  return model;
}

/** The catalog of interview-widgets-*.e2e-spec.ts and its app. */
export const APPLICANTS = 'Applicants';
export const WIDGETS = 'Widgets';

/**
 * Applicant: every type in its styles on the screen Inputs, and objects (popup, inline, accordion), lists of objects
 * and a selection offering the kids entered earlier on the screen People. The app Widgets names no template, so
 * every question is asked. Answers the model's id.
 */
export async function buildApplicantModel(product: Product, admin: ApiSession): Promise<string> {
  const models = await saveTypesByApi(product, admin, [
    { action: 'add', kind: 'model', name: 'Applicant' },
    { action: 'add', kind: 'model', name: 'Address' },
    { action: 'add', kind: 'model', name: 'Employer' },
    { action: 'add', kind: 'model', name: 'Person' },
    { action: 'add', kind: 'model', name: 'Kid' },
  ]);
  const [applicant, address, employer, person, kid] = models.added.map((added: { _id: string }) => added._id);
  const variable = (parent: string, name: string, type: string, extra: Record<string, unknown> = {}) => ({
    action: 'add',
    kind: 'variable',
    parent,
    name,
    type,
    ...extra,
  });
  const object = (name: string, typeName: string, typeDef: string, extra: Record<string, unknown> = {}) =>
    variable(applicant, name, 'object', { typeName, typeDef, ...extra });
  await saveTypesByApi(product, admin, [
    variable(address, 'Street', 'text'),
    variable(address, 'Town', 'text'),
    variable(employer, 'Company', 'text'),
    variable(employer, 'Role', 'text', { forceOptional: true }),
    variable(person, 'Name', 'text'),
    variable(person, 'Phone', 'text', { forceOptional: true }),
    variable(kid, 'FirstName', 'text', { label: 'First name' }),
    variable(kid, 'LastName', 'text', { label: 'Last name' }),
    variable(kid, 'Age', 'number', { forceOptional: true }),

    variable(applicant, 'FirstName', 'text', { label: 'First name', helpText: 'As on your passport' }),
    variable(applicant, 'Phone', 'text', { label: 'Phone', pattern: '(999) 999-9999', forceOptional: true }),
    variable(applicant, 'Notes', 'text', { label: 'Notes', style: 'multiline', forceOptional: true }),
    variable(applicant, 'Age', 'number', { label: 'Age', minimum: 18, maximum: 65, decimalPlaces: 0 }),
    variable(applicant, 'Children', 'number', { label: 'Children', style: 'spinbox', minimum: 0 }),
    variable(applicant, 'Score', 'number', { label: 'Score', style: 'slider', minimum: 0, maximum: 10 }),
    variable(applicant, 'Born', 'date', { label: 'Date of birth', style: 'textbox' }),
    variable(applicant, 'Start', 'date', { label: 'Start date', style: 'datepicker' }),
    variable(applicant, 'Smoker', 'true/false', { label: 'Smoker', style: 'checkbox' }),
    variable(applicant, 'Cigarettes', 'number', {
      label: 'Cigarettes a day',
      forceRelevance: 'Smoker',
      forceOptional: true,
    }),
    variable(applicant, 'Pets', 'true/false', { label: 'Has pets', style: 'switch' }),
    variable(applicant, 'Agree', 'true/false', { label: 'Agrees to terms', style: 'radiobuttons' }),
    variable(applicant, 'Colour', 'selection', {
      label: 'Favourite colour',
      style: 'radiobuttons',
      _options: '["Red","Green","Blue"]',
    }),
    variable(applicant, 'Fruits', 'selection', {
      label: 'Fruits',
      isList: true,
      style: 'checkbox columns',
      _options: '["Apple","Banana","Cherry","Pear"]',
    }),
    variable(applicant, 'Size', 'selection', { label: 'Size', style: 'dropdown', _options: '["S","M","L"]' }),
    variable(applicant, 'Office', 'selection', {
      label: 'Office',
      style: 'listbox',
      _options: '["Leeds","London","York"]',
    }),
    variable(applicant, 'Tags', 'selection', {
      label: 'Tags',
      isList: true,
      style: 'hybrid',
      forceOptional: true,
      _options: '["urgent","vip"]',
    }),
    variable(applicant, 'Passport', 'file', { label: 'Passport scan', forceOptional: true }),

    object('Home', 'Address', address, { label: 'Home address', style: 'inline' }),
    object('Job', 'Employer', employer, { label: 'Employer', style: 'popup' }),
    object('Partner', 'Person', person, { label: 'Partner', style: 'accordion' }),
    object('Kids', 'Kid', kid, { label: 'Kids', isList: true, style: 'popup' }),
    object('Helpers', 'Person', person, {
      label: 'Helpers',
      isList: true,
      style: 'accordion',
      forceOptional: true,
    }),
    object('Refs', 'Person', person, { label: 'Referees', isList: true, style: 'inline', forceOptional: true }),
    variable(applicant, 'Guardian', 'selection', {
      label: 'Guardian',
      typeOfVariable: 'userData',
      options: 'Kids',
      optionTemplate: '{[FirstName]} {[LastName]}',
      style: 'radiobuttons',
      forceOptional: true,
    }),
    {
      action: 'add',
      kind: 'layout',
      parent: applicant,
      name: 'Inputs',
      columnCount: 2,
      rows: [
        [cell('s1', '# Your details\nHello **{[FirstName]}**. [Bad link](javascript:alert(1))', 0, 2, 'static')],
        [cell('c1', 'FirstName'), cell('c2', 'Phone', 1)],
        [cell('c3', 'Notes', 0, 2)],
        [cell('c4', 'Age'), cell('c5', 'Children', 1)],
        [cell('c6', 'Score', 0, 2)],
        [cell('c7', 'Born'), cell('c8', 'Start', 1)],
        [cell('c9', 'Smoker'), cell('c10', 'Pets', 1)],
        [cell('c9b', 'Cigarettes', 0, 2)],
        [cell('c11', 'Agree'), cell('c12', 'Colour', 1)],
        [cell('c13', 'Fruits', 0, 2)],
        [cell('c14', 'Size'), cell('c15', 'Office', 1)],
        [cell('c16', 'Tags'), cell('c17', 'Passport', 1)],
      ],
    },
    {
      action: 'add',
      kind: 'layout',
      parent: applicant,
      name: 'People',
      columnCount: 1,
      rows: [
        [cell('p1', 'Home')],
        [cell('p2', 'Job')],
        [cell('p3', 'Partner')],
        [cell('p4', 'Kids')],
        [cell('p5', 'Guardian')],
        [cell('p6', 'Helpers')],
        [cell('p7', 'Refs')],
      ],
    },
    {
      action: 'add',
      kind: 'app',
      parent: applicant,
      name: WIDGETS,
      label: 'Every widget',
      screens: ['Inputs', 'People'],
      templates: [],
      generateDocs: false,
    },
    { action: 'update', kind: 'model', _id: applicant, key: 'FirstName' },
  ]);
  return applicant;
}

/** The interview of the app Intake on a Matters record. */
export const intakeRoute = (id: string) => `/${DEMO}/${MATTERS}/${id}/${INTAKE}`;

/** The interview of the app Widgets on an Applicants record. */
export const widgetsRoute = (id: string) => `/${DEMO}/${APPLICANTS}/${id}/${WIDGETS}`;
