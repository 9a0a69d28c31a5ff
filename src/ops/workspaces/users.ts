/** Connecting and erasing the end users whose workspaces the document operations hold. */
import { Type as t } from '@sinclair/typebox';
import { notFound } from '../../http/errors';
import { op, result, type AnyOp } from '../../http/op';
import { WORKSPACE_LIMITS } from '../../domain/workspaces/workspace-docs';
import { TAG, UserId, guard } from './documents';

export const userOps: AnyOp[] = [
  op({
    id: 'create_user',
    method: 'POST',
    path: '/v1/users',
    cost: 1,
    access: 'direct',
    tag: TAG,
    successStatus: 201,
    summary: 'Connect an end user',
    toolDescription:
      'Register one of your end users by your own identifier; answers the user_id every workspace tool takes. Retrying with the same identifier is safe.',
    description: `Registers one of your users by your own opaque identifier and returns its UUID (201). A matching retry returns the same UUID (200). The UUID is not a login credential: authorize your users yourself before proxying their requests. At most ${WORKSPACE_LIMITS.usersPerAccount} users per developer account (422).`,
    body: t.Object(
      {
        external_id: t.String({
          minLength: 1,
          maxLength: 256,
          description: 'Your opaque identifier of the user (do not send personal data).',
          examples: ['user-8841'],
        }),
      },
      { additionalProperties: false },
    ),
    response: t.Object({ user_id: t.String({ format: 'uuid' }), external_id: t.String(), created_at: t.String({ format: 'date-time' }) }),
    errors: [422],
    handler: async ({ body, account, services }) => {
      const store = services.workspaces;
      const { user, created } = await guard(services, () =>
        store.ensureUser(account.id, body.external_id, WORKSPACE_LIMITS.usersPerAccount, new Date(services.clock.now())),
      );
      return result(created ? 201 : 200, user);
    },
  }),
  op({
    id: 'delete_user',
    method: 'DELETE',
    path: '/v1/users/:user_id',
    cost: 1,
    access: 'direct',
    tag: TAG,
    summary: 'Erase an end user and their workspace',
    toolDescription: 'Erase an end user and every private document of theirs. Permanent.',
    description:
      'Permanently erases the user and every private document of theirs (recipes, plans, templates, shopping lists, foods, logs), freeing the storage they used.',
    params: UserId,
    response: t.Object({ deleted: t.Boolean(), user_id: t.String({ format: 'uuid' }), documents_deleted: t.Integer() }),
    errors: [404],
    handler: async ({ params, account, services }) => {
      const store = services.workspaces;
      const userId = params.user_id.toLowerCase();
      const gone = await guard(services, () => store.deleteUser(account.id, userId));
      if (!gone) throw notFound(`No user ${params.user_id} in this developer account.`);
      return { deleted: true, user_id: userId, documents_deleted: gone.documents };
    },
  }),
];
