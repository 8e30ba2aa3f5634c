import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/client/cart-http';
import { describeRefusal, fieldMessage } from './field-errors';

const refusal = new ApiError(
  400,
  [
    { field: 'URL', message: 'The url must start with http:// or https://.' },
    { field: 'events[2]', message: 'order.teleported is not an event type.' },
    { field: 'eventsFilter', message: 'Not a field of the form.' },
  ],
  'Bad request.',
);

describe('fieldMessage', () => {
  it('finds the message of a field whatever its case', () => {
    expect(fieldMessage(refusal, 'url')).toBe('The url must start with http:// or https://.');
  });

  it('counts an item of a list as its field, but not a field that merely starts alike', () => {
    expect(fieldMessage(refusal, 'events')).toBe('order.teleported is not an event type.');
  });

  it('says nothing for a field without errors, or for an error that is not the API answer', () => {
    expect(fieldMessage(refusal, 'description')).toBeUndefined();
    expect(fieldMessage(new Error('offline'), 'url')).toBeUndefined();
    expect(fieldMessage(undefined, 'url')).toBeUndefined();
  });
});

describe('describeRefusal', () => {
  it('names each refused field by its label in the form', () => {
    expect(describeRefusal(refusal, { url: 'Endpoint URL', events: 'Events' })).toEqual([
      'Endpoint URL: The url must start with http:// or https://.',
      'Events: order.teleported is not an event type.',
      'eventsFilter: Not a field of the form.',
    ]);
  });

  it('falls back to the message of an error without field errors', () => {
    expect(describeRefusal(new Error('The server answered 500.'), {})).toEqual([
      'The server answered 500.',
    ]);
  });
});
