-- The workspace page's one read (app/utils/workspace-snapshot.server.ts) as a function: the
-- first library entries, the library's total, the subscription and the API-token list.
-- PL/pgSQL keeps the statement's plan for the session, so /app stops paying to plan four
-- sub-selects on every view — on the embedded database, where nothing else caches plans,
-- that planning cost more than the reads (tests/bench/RESULTS.md, workspace).
CREATE FUNCTION workspace_snapshot(p_owner uuid, p_library_size int)
RETURNS TABLE (library json, total int, subscription json, tokens json)
LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  RETURN QUERY SELECT
    (SELECT json_agg(a ORDER BY a.created_at DESC, a.agreement_id DESC) FROM (
       SELECT ag.agreement_id::text AS agreement_id, ag.title, ag.template_id, ag.access, ag.summary,
              ag.pages, ag.created_at, ag.updated_at
       FROM agreements ag WHERE ag.owner_id = p_owner
       ORDER BY ag.created_at DESC, ag.agreement_id DESC LIMIT p_library_size) a),
    (SELECT lc.total FROM library_counts lc WHERE lc.owner_id = p_owner),
    (SELECT row_to_json(s) FROM subscriptions s WHERE s.user_id = p_owner::text),
    (SELECT json_agg(t ORDER BY t.created_at DESC, t.id DESC) FROM (
       SELECT k.id::text AS id, k.name, k.prefix, k.created_at, k.last_used_at FROM api_tokens k
       WHERE k.user_id = p_owner AND k.revoked_at IS NULL) t);
END
$fn$;
