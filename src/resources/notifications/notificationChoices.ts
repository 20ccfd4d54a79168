import { AUDIENCE_KINDS, DELIVERY_STATES, NOTIFICATION_CHANNELS, NOTIFICATION_STATES } from '@domain/notifications';

/** Choices of the notifications' enumerations, labelled by their messages. */
export const channelChoices = NOTIFICATION_CHANNELS.map((id) => ({ id, name: `resources.notifications.channels.${id}` }));
export const stateChoices = NOTIFICATION_STATES.map((id) => ({ id, name: `resources.notifications.states.${id}` }));
export const audienceChoices = AUDIENCE_KINDS.map((id) => ({ id, name: `resources.notifications.audiences.${id}` }));
export const deliveryStates = DELIVERY_STATES;
