import { DEFAULT_TABLE_STYLE, loadTableStyle, saveTableStyle, TABLE_STYLE_KEY } from './table-style';

const memory = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
};

describe('table style', () => {
  it('selects rows by index unless checkboxes were chosen', () => {
    expect(DEFAULT_TABLE_STYLE).toBe('index');
    expect(loadTableStyle(memory())).toBe('index');
  });

  it('remembers the choice as tableStyle', () => {
    const storage = memory();
    saveTableStyle(storage, 'checkbox');
    expect(storage.getItem(TABLE_STYLE_KEY)).toBe('checkbox');
    expect(TABLE_STYLE_KEY).toBe('tableStyle');
    expect(loadTableStyle(storage)).toBe('checkbox');
  });

  it('falls back to the default on an unknown value or a storage that refuses', () => {
    const storage = memory();
    storage.setItem(TABLE_STYLE_KEY, 'grid');
    expect(loadTableStyle(storage)).toBe('index');
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(loadTableStyle(refusing)).toBe('index');
    expect(() => saveTableStyle(refusing, 'checkbox')).not.toThrow();
    expect(loadTableStyle(undefined)).toBe('index');
  });
});
