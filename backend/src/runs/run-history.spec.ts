import type { RunMark } from '../records';
import { runsByApp } from './run-history';

const mark = (app: string, run: string, status: RunMark['status']): RunMark => ({
  app,
  run,
  status,
  time: '2026-01-01T00:00:00.000Z',
});

describe("a record's runs by app", () => {
  it('puts the newest started run first, even when an older one ended later', () => {
    const marks = [
      mark('Letter', 'a', 'In Progress'),
      mark('Letter', 'b', 'In Progress'),
      mark('Letter', 'b', 'Ok'),
      mark('Letter', 'a', 'Ok'),
    ];
    expect(runsByApp(marks).get('letter')).toEqual({ app: 'Letter', runs: ['b', 'a'] });
  });

  it('groups apps case aside, the app with the newest run first', () => {
    const marks = [
      mark('Letter', 'a', 'In Progress'),
      mark('Invoice', 'b', 'In Progress'),
      mark('letter', 'c', 'In Progress'),
      mark('Invoice', 'b', 'Out of date'),
    ];
    expect([...runsByApp(marks)]).toEqual([
      ['letter', { app: 'Letter', runs: ['c', 'a'] }],
      ['invoice', { app: 'Invoice', runs: ['b'] }],
    ]);
  });
});
