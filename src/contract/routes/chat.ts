/**
 * Community Chat (spec 001 §7, issue 21): one channel per workspace (`workspace_id` in the query
 * or body). Messages are read 100 at a time, the newest last; `before` pages to earlier ones.
 */
import type {
  ChatEditRequest,
  ChatMessage,
  ChatMessagesResponse,
  ChatRemoveRequest,
  ChatSendRequest,
  ChatStats,
  ChatUsersResponse,
} from '../types/collaboration';

export interface ChatRoutes {
  'GET /api/chat/messages': { request: undefined; response: ChatMessagesResponse };
  'GET /api/chat/users': { request: undefined; response: ChatUsersResponse };
  'GET /api/chat/statistics': { request: undefined; response: ChatStats };
  'POST /api/chat/messages': { request: ChatSendRequest; response: ChatMessage };
  'PUT /api/chat/messages/{id}': { request: ChatEditRequest; response: ChatMessage };
  'POST /api/chat/messages/{id}/remove': { request: ChatRemoveRequest; response: ChatMessage };
  'POST /api/chat/messages/{id}/retry': { request: undefined; response: ChatMessage };
  'DELETE /api/chat/messages/{id}': { request: undefined; response: { deleted: true } };
}
