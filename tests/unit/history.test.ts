import { describe, expect, it } from 'vitest';
import { crudAction, diffChanges, SECRET_VALUE } from '@domain/history';

describe('diffChanges', () => {
  it('records only the fields an update changed, as [before, after], whatever the drivers give back', () => {
    const at = new Date('2026-01-02T03:04:05Z');
    const before = { id: 3, name: 'Ekaya', tags: ['silk'], published_from: at, updated_at: at, is_active: true };
    const after = { id: 3, name: 'Ekaya Banaras', tags: ['silk'], published_from: new Date(at), updated_at: new Date(), is_active: false };
    expect(diffChanges(before, after)).toEqual({ name: ['Ekaya', 'Ekaya Banaras'], is_active: [true, false] });
  });

  it('leaves out fields only one side of an update carries (an answer without its hidden columns)', () => {
    expect(diffChanges({ id: 1, name: 'a', search: 'x' }, { id: 1, name: 'b' })).toEqual({ name: ['a', 'b'] });
  });

  it('records every field with a value on create and delete', () => {
    expect(diffChanges(undefined, { id: 9, name: 'Ekaya', logo: null, description: '', created_by: 1 })).toEqual({ name: [null, 'Ekaya'] });
    expect(diffChanges({ id: 9, name: 'Ekaya', logo: null }, undefined)).toEqual({ name: ['Ekaya', null] });
  });

  it('records that a secret changed, under its field name, never its values', () => {
    const changes = diffChanges({ password_hash: '$argon2id$old', bank_account_number: '1111' }, { password_hash: '$argon2id$new', bank_account_number: '2222' });
    expect(changes).toEqual({ password: [SECRET_VALUE, SECRET_VALUE], bank_account_number: [SECRET_VALUE, SECRET_VALUE] });
    expect(diffChanges({ password_hash: 'same' }, { password_hash: 'same' })).toEqual({});
  });

  it('names the action from which rows exist', () => {
    expect([crudAction(undefined, {}), crudAction({}, {}), crudAction({}, undefined)]).toEqual(['create', 'update', 'delete']);
  });
});
