/**
 * The invite-a-friend programme (docs/referral-programme.md): codes, friends, and the coupons an
 * order's placing, payment or cancellation gives or takes back.
 * This file is the module's surface: other modules use nothing else of it (docs/modules.md).
 */
export { referralModule } from './routes';
export {
  findReferrer,
  linkFriend,
  linkFriendIfInvited,
  referralOrderCancelled,
  referralOrderPlaced,
} from './service';
