package indigo

import (
	"context"
	"fmt"
)

// notifyMention formats a Slack message about a mention (cmd/beemo).
func notifyMention(ctx context.Context, targetIdent, authorIdent *Identity, did DID, rkey RecordKey, text string, webhookURL string) error {
	// Source: github.com/bluesky-social/indigo/cmd/beemo/notify_mentions.go:52 (syntax: Slack message text with a <url|label> link between words, prose by rule 4; the link itself is valid once filled)
	msg := fmt.Sprintf("Mention of `@%s` by `@%s` (<https://bsky.app/profile/%s/post/%s|post link>):\n```%s```", targetIdent.Handle, authorIdent.Handle, did, rkey, text) // lookalike
	n := SlackNotifier{SlackWebhookURL: webhookURL}
	return n.sendSlackMsg(ctx, msg)
}
