import { renderToStaticMarkup } from 'react-dom/server';
import { CollectionsProvider, useCollections, useCollectionsDispatch } from './collections-store';

function Names() {
  return (
    <>
      {useCollections()
        .map((c) => c.name)
        .join(',') || 'none'}
    </>
  );
}

function Dispatcher() {
  useCollectionsDispatch();
  return <>ok</>;
}

describe('the collections store', () => {
  it('gives the screens below it the collections it holds', () => {
    const initial = [
      { _id: '1', name: 'Matters', apps: [] },
      { _id: '2', name: 'Clients', apps: [] },
    ];
    expect(
      renderToStaticMarkup(
        <CollectionsProvider initial={initial}>
          <Names />
          <Dispatcher />
        </CollectionsProvider>,
      ),
    ).toBe('Matters,Clientsok');
  });

  it('starts empty, and outside a provider there are none and nothing to dispatch to', () => {
    expect(renderToStaticMarkup(<CollectionsProvider>{<Names />}</CollectionsProvider>)).toBe('none');
    expect(renderToStaticMarkup(<Names />)).toBe('none');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderToStaticMarkup(<Dispatcher />)).toThrow('outside a CollectionsProvider');
  });
});
