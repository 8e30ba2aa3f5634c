import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/client/cart-http';
import { fieldMessage } from './field-errors';

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
