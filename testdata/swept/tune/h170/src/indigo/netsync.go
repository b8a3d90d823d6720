package indigo

import (
	"context"
	"fmt"
	"net/http"
)

// NetsyncState clones every repo of a list from a checkout endpoint (cmd/netsync).
type NetsyncState struct {
	CheckoutPath string
}

var netsyncFlags = []StringFlag{
	{
		Name:  "checkout-path",
		Usage: "path to checkout endpoint",
		Value: "https://bsky.network/xrpc/com.atproto.sync.getRepo",
	},
}

func (s *NetsyncState) cloneRepo(ctx context.Context, did string) (*http.Response, error) {
	// Source: github.com/bluesky-social/indigo/cmd/netsync/main.go:480 (escaper: the DIDs come from the relay's repo list of accounts it resolved, did:plc or plain-hostname did:web without percent-escapes, so the raw query value is safe; fine by the check's definition)
	var url = fmt.Sprintf("%s?did=%s", s.CheckoutPath, did) // lookalike
	req, err := http.NewRequestWithContext(ctx, "GET", url, nil)
	if err != nil {
		return nil, fmt.Errorf("failed to create request: %w", err)
	}
	return http.DefaultClient.Do(req)
}
