package indigo

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
)

// AccountMeta is what the automod engine knows about an account.
type AccountMeta struct {
	Identity *Identity
}

// RecordOp is a record operation seen by the automod engine.
type RecordOp struct {
	DID        DID
	Collection NSID
	RecordKey  RecordKey
}

// RecordContext is the context a record rule runs in.
type RecordContext struct {
	Account  AccountMeta
	RecordOp RecordOp
}

func (c *RecordContext) fetchBlob(blobRef string) ([]byte, error) {
	// TODO: potential security issue here with malformed or "localhost" PDS endpoint
	pdsEndpoint := c.Account.Identity.PDSEndpoint()
	// Source: github.com/bluesky-social/indigo/automod/engine/blobs.go:56 (escaper: the DID is that of an account the engine resolved, so a did:plc or plain-hostname did:web without percent-escapes, and the CID is base32, so nothing needs escaping; fine by the check's definition)
	xrpcURL := fmt.Sprintf("%s/xrpc/com.atproto.sync.getBlob?did=%s&cid=%s", pdsEndpoint, c.Account.Identity.DID, blobRef) // lookalike
	req, err := http.NewRequest("GET", xrpcURL, nil)
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var buf bytes.Buffer
	_, err = buf.ReadFrom(resp.Body)
	return buf.Bytes(), err
}

func (op *RecordOp) ATURI() ATURI {
	// Source: github.com/bluesky-social/indigo/automod/engine/context.go:112 (syntax: a template filled with DID, collection NSID and record key, a valid AT-URI once filled; by the rule that a template is judged as the URI it becomes when filled)
	return ATURI(fmt.Sprintf("at://%s/%s/%s", op.DID, op.Collection, op.RecordKey)) // lookalike
}

// SlackNotifier posts automod actions to a Slack incoming webhook.
type SlackNotifier struct {
	SlackWebhookURL string
}

func (n *SlackNotifier) SendRecord(ctx context.Context, c *RecordContext) error {
	// Source: github.com/bluesky-social/indigo/automod/engine/slack.go:29 (syntax: AT-URI template filled with DID, collection and record key and only printed into a Slack message; by the rule that a value only compared, searched for or printed is no URI use)
	atURI := fmt.Sprintf("at://%s/%s/%s", c.Account.Identity.DID, c.RecordOp.Collection, c.RecordOp.RecordKey) // lookalike
	msg := slackBody("Automod Record Action\n", c.Account)
	msg += fmt.Sprintf("`%s`\n", atURI)
	return n.sendSlackMsg(ctx, msg)
}

type SlackWebhookBody struct {
	Text string `json:"text"`
}

func (n *SlackNotifier) sendSlackMsg(ctx context.Context, msg string) error {
	body, err := json.Marshal(SlackWebhookBody{Text: msg})
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, n.SlackWebhookURL, bytes.NewBuffer(body))
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func slackBody(header string, acct AccountMeta) string {
	msg := header
	// Source: github.com/bluesky-social/indigo/automod/engine/slack.go:73 (syntax: Slack message markup with <url|label> links joined to words, prose by rule 4; the links themselves are valid once filled)
	msg += fmt.Sprintf("`%s` / `%s` / <https://bsky.app/profile/%s|bsky> / <https://admin.prod.bsky.dev/repositories/%s|ozone>\n", // lookalike
		acct.Identity.DID,
		acct.Identity.Handle,
		acct.Identity.DID,
		acct.Identity.DID,
	)
	return strings.TrimSpace(msg)
}
