import { applyPending, emptyPending, isPendingRemoval, saveItems } from '../pending/pending-changes';
import { applyEdit, type PendingEdit } from '../pending/pending-changes.machine';
import type { ElementView } from './designer.types';
import { DEFAULT_TABLE_KEY, tableContent, tableKeyOf } from './table-content';
import {
  addColumnEdits,
  deleteColumnsEdits,
  keyEdits,
  moveColumnEdits,
  relabelColumnEdits,
  renameColumnEdits,
  rowsEdits,
} from './table-edits';

/** A new table as the server makes it (001 §3): one text variable Name, one empty row, Name as key. */
const newTable = (): ElementView => ({
  _id: 't1',
  name: 'Counties',
  kind: 'table',
  type: 'table',
  version: 1,
  key: 'Name',
  keyType: 'text',
  data: [{ Name: '' }],
  properties: [{ _id: 'v-name', name: 'Name', type: 'text', isList: false }],
  formulas: [],
  templates: [],
  apps: [],
  layouts: [],
});

/** An author session on one table: each step queues its edits, and the form re-reads the preview. */
function session(element = newTable()) {
  let list = emptyPending(element._id, element.version);
  const content = () => {
    const preview = applyPending(element, list);
    return { preview, ...tableContent(preview, (id) => isPendingRemoval(list, id)) };
  };
  return {
    content,
    apply(edits: PendingEdit[]) {
      list = edits.reduce(applyEdit, list);
    },
    get list() {
      return list;
    },
  };
}

describe('table content: a table element as columns and rows', () => {
  it('shows a new table as one key column Name with one empty row', () => {
    const { columns, rows } = tableContent(newTable(), () => false);
    expect(columns).toEqual([{ name: 'Name', isKey: true }]);
    expect(rows).toEqual([{ Name: '' }]);
  });

  it('orders columns by position, labels them, and reads values as text', () => {
    const element: ElementView = {
      ...newTable(),
      key: 'Code',
      data: [{ Name: 'Kent', Code: 12 }, 'not a row'],
      properties: [
        { _id: 'a', name: 'Name', position: 1 },
        { _id: 'b', name: 'Code', position: 0, label: 'Postal code' },
      ],
    };
    const { columns, rows } = tableContent(element, () => false);
    expect(columns).toEqual([
      { name: 'Code', label: 'Postal code', isKey: true },
      { name: 'Name', isKey: false },
    ]);
    expect(rows).toEqual([{ Name: 'Kent', Code: '12' }, {}]);
  });

  it('uses Name as the key column when the table has no key (001 §5)', () => {
    expect(DEFAULT_TABLE_KEY).toBe('Name');
    expect(tableKeyOf({ ...newTable(), key: '' })).toBe('Name');
    expect(tableContent({ ...newTable(), key: undefined }, () => false).columns[0].isKey).toBe(true);
  });

  it('has no rows when the element has no data', () => {
    expect(tableContent({ ...newTable(), data: undefined }, () => false).rows).toEqual([]);
  });

  it('leaves out columns pending removal', () => {
    expect(tableContent(newTable(), (id) => id === 'v-name').columns).toEqual([]);
  });
});

describe('table edits: the grid edits as pending changes', () => {
  it('row edits set the element data', () => {
    const table = session();
    table.apply(rowsEdits([{ Name: 'Kent' }, { Name: 'Surrey' }]));
    table.apply(rowsEdits([{ Name: 'Kent' }, { Name: 'Surrey' }, { Name: 'Devon' }]));
    expect(table.content().rows.map((row) => row.Name)).toEqual(['Kent', 'Surrey', 'Devon']);
    // Successive row edits fold into one element update.
    expect(table.list.items).toEqual([
      expect.objectContaining({ action: 'update', kind: 'table', _id: 't1', data: expect.any(Array) }),
    ]);
  });

  it('adding a column adds a text variable after the others, positioning the existing columns', () => {
    const table = session();
    table.apply(addColumnEdits(table.content(), 'Code', 'new-1'));
    table.apply(addColumnEdits(table.content(), 'Abbey', 'new-2'));
    // Positions keep the order of addition, not the alphabetical one.
    expect(table.content().columns.map((column) => column.name)).toEqual(['Name', 'Code', 'Abbey']);
    const body = saveItems(table.list);
    expect(body).toContainEqual(
      expect.objectContaining({
        action: 'add',
        kind: 'variable',
        parent: 't1',
        name: 'Code',
        type: 'text',
        isList: false,
        position: 1,
      }),
    );
    expect(body).toContainEqual(expect.objectContaining({ action: 'update', _id: 'v-name', position: 0 }));
    // The existing column is positioned once only.
    expect(body.filter((item) => item._id === 'v-name')).toHaveLength(1);
  });

  it('renaming a column renames the variable, its values in every row, and the key', () => {
    const table = session();
    table.apply(rowsEdits([{ Name: 'Kent' }, { Name: 'Surrey' }]));
    table.apply(renameColumnEdits(table.content(), 'Name', 'County'));
    const { columns, rows, preview } = table.content();
    expect(columns).toEqual([{ name: 'County', isKey: true }]);
    expect(rows).toEqual([{ County: 'Kent' }, { County: 'Surrey' }]);
    expect(preview.key).toBe('County');
    expect(saveItems(table.list)).toContainEqual(
      expect.objectContaining({ action: 'update', kind: 'variable', _id: 'v-name', name: 'County' }),
    );
  });

  it('renaming a column that is not the key leaves the key alone; a column pending addition is renamed in its add', () => {
    const table = session();
    table.apply(addColumnEdits(table.content(), 'Code', 'new-1'));
    table.apply(rowsEdits([{ Name: 'Kent', Code: 'ME' }]));
    table.apply(renameColumnEdits(table.content(), 'Code', 'Postcode'));
    expect(table.content().rows).toEqual([{ Name: 'Kent', Postcode: 'ME' }]);
    expect(table.content().preview.key).toBe('Name');
    const adds = saveItems(table.list).filter((item) => item.action === 'add');
    expect(adds).toEqual([expect.objectContaining({ name: 'Postcode', type: 'text' })]);
  });

  it('relabelling sets the variable label, and an empty label clears it', () => {
    const table = session();
    table.apply(relabelColumnEdits(table.content(), 'Name', 'County name'));
    expect(table.content().columns[0]).toEqual({ name: 'Name', label: 'County name', isKey: true });
    table.apply(relabelColumnEdits(table.content(), 'Name', ''));
    expect(table.content().columns[0]).toEqual({ name: 'Name', isKey: true });
    expect(saveItems(table.list)).toContainEqual(expect.objectContaining({ _id: 'v-name', label: null }));
  });

  it('deleting columns removes their variables and their values from the rows', () => {
    const table = session();
    table.apply(addColumnEdits(table.content(), 'Code', 'new-1'));
    table.apply(addColumnEdits(table.content(), 'Note', 'new-2'));
    table.apply(rowsEdits([{ Name: 'Kent', Code: 'ME', Note: 'x' }]));
    // A saved column: the server has it.
    const saved = session({
      ...newTable(),
      data: [{ Name: 'Kent', Code: 'ME' }],
      properties: [...newTable().properties, { _id: 'v-code', name: 'Code', type: 'text' }],
    });
    saved.apply(deleteColumnsEdits(saved.content(), ['Code']));
    expect(saved.content().columns.map((column) => column.name)).toEqual(['Name']);
    expect(saved.content().rows).toEqual([{ Name: 'Kent' }]);
    expect(saveItems(saved.list)).toContainEqual(expect.objectContaining({ action: 'remove', _id: 'v-code' }));
    // A column only pending addition simply disappears from the list.
    table.apply(deleteColumnsEdits(table.content(), ['Note']));
    expect(saveItems(table.list).filter((item) => item.name === 'Note')).toEqual([]);
    expect(table.content().rows).toEqual([{ Name: 'Kent', Code: 'ME' }]);
  });

  it('setting the key sets key and keyType on the element', () => {
    const table = session();
    table.apply(addColumnEdits(table.content(), 'Code', 'new-1'));
    table.apply(keyEdits(table.content(), 'Code'));
    expect(table.content().columns.map((column) => [column.name, column.isKey])).toEqual([
      ['Name', false],
      ['Code', true],
    ]);
    expect(saveItems(table.list)).toContainEqual(
      expect.objectContaining({ action: 'update', kind: 'table', key: 'Code', keyType: 'text' }),
    );
    expect(keyEdits(table.content(), 'Missing')).toEqual([]);
  });

  it('moving a column gives every column its position in the new order', () => {
    const table = session();
    table.apply(addColumnEdits(table.content(), 'Code', 'new-1'));
    table.apply(addColumnEdits(table.content(), 'Note', 'new-2'));
    table.apply(moveColumnEdits(table.content(), 'Note', 0));
    expect(table.content().columns.map((column) => column.name)).toEqual(['Note', 'Name', 'Code']);
    expect(moveColumnEdits(table.content(), 'Note', 0)).toEqual([]);
    expect(moveColumnEdits(table.content(), 'Missing', 1)).toEqual([]);
  });

  it('row order is the order of data', () => {
    const table = session();
    table.apply(rowsEdits([{ Name: 'b' }, { Name: 'a' }]));
    table.apply(rowsEdits([{ Name: 'a' }, { Name: 'b' }]));
    expect(table.content().rows.map((row) => row.Name)).toEqual(['a', 'b']);
  });
});
