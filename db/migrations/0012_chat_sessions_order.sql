-- The Chats list's query (events/projections/chat-sessions.ts listChatSessions) orders by
-- updated_at DESC NULLS LAST, session_id over an owner's open conversations; 0006's index
-- (updated_at DESC, i.e. NULLS FIRST) cannot give that order, so every view sorted all of
-- them. This one reads the first 50 in order.
CREATE INDEX chat_sessions_owner_order ON chat_sessions (owner_id, updated_at DESC NULLS LAST, session_id) WHERE NOT deleted;
DROP INDEX chat_sessions_owner_updated;
