package indigo

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"

	"github.com/gorilla/websocket"
)

// gosky command line tool (cmd/gosky)

var adminFlags = []StringFlag{
	{Name: "admin-endpoint", Value: "https://mod.bsky.app"},
}

func adminGetRepoAction(ctx context.Context, cctx *CLIContext) error {
	xrpcc := &Client{}
	adminKey := cctx.String("admin-password")
	xrpcc.AdminToken = &adminKey
	// Source: github.com/bluesky-social/indigo/cmd/gosky/admin.go:85 (sink: the admin-endpoint flag defaults to a full https URL, which is what the xrpc Client Host needs; fine by the check's definition)
	xrpcc.Host = cctx.String("admin-endpoint") // lookalike
	_ = xrpcc
	return nil
}

func postBGS(url string, auth string) error {
	req, err := http.NewRequest("POST", url, nil)
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+auth)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

var bgsFlags = []StringFlag{
	{Name: "bgs", Value: "http://localhost:2470"},
}

func bgsKickConnectionAction(cctx *CLIContext) error {
	// Source: github.com/bluesky-social/indigo/cmd/gosky/bgs.go:92 (baseslash: the admin path is appended to the configured BGS base URL by concatenation, nothing is resolved against it and its path is kept; fine by the check's definition)
	uu := cctx.String("bgs") + "/admin/subs/killUpstream?host=" // lookalike
	// Source: github.com/bluesky-social/indigo/cmd/gosky/bgs.go:94 (escaper: url.QueryEscape is the right escaper for a query value; fine by the check's definition)
	uu += url.QueryEscape(cctx.Args().First()) // lookalike
	if cctx.Bool("ban") {
		uu += "&block=true"
	}
	return postBGS(uu, cctx.String("key"))
}

func bgsSetNewSubsEnabledAction(cctx *CLIContext) error {
	url := cctx.String("bgs") + "/admin/subs/setEnabled"
	bv := cctx.Args().First() == "true"
	// Source: github.com/bluesky-social/indigo/cmd/gosky/bgs.go:280 (escaper: the value is a formatted bool, true or false, which needs no escaping; fine by the check's definition)
	url += fmt.Sprintf("?enabled=%v", bv) // lookalike
	return postBGS(url, cctx.String("key"))
}

func bgsCompactRepoAction(cctx *CLIContext) error {
	uu, err := url.Parse(cctx.String("bgs") + "/admin/repo/compact")
	if err != nil {
		return err
	}
	q := uu.Query()
	did := cctx.Args().First()
	q.Add("did", did)
	if cctx.Bool("fast") {
		q.Add("fast", "true")
	}
	// Source: github.com/bluesky-social/indigo/cmd/gosky/bgs.go:337 (escaper: the DID argument goes through url.Values.Encode, the right escaper; fine by the check's definition)
	uu.RawQuery = q.Encode() // lookalike
	return postBGS(uu.String(), cctx.String("key"))
}

func bgsCompactAllAction(cctx *CLIContext) error {
	uu, err := url.Parse(cctx.String("bgs") + "/admin/repo/compactAll")
	if err != nil {
		return err
	}
	q := uu.Query()
	if cctx.Bool("dry") {
		q.Add("dry", "true")
	}
	// Source: github.com/bluesky-social/indigo/cmd/gosky/bgs.go:411 (escaper: the query is encoded with url.Values.Encode; fine by the check's definition)
	uu.RawQuery = q.Encode() // lookalike
	return postBGS(uu.String(), cctx.String("key"))
}

func bgsResetRepoAction(cctx *CLIContext) error {
	url := cctx.String("bgs") + "/admin/repo/reset"
	did := cctx.Args().First()
	// Source: github.com/bluesky-social/indigo/cmd/gosky/bgs.go:453 (escaper: an unvalidated command-line DID is spliced raw into the query, while DID syntax admits percent-escapes and the sibling compact-repo command escapes the same value with url.Values; a defect by the check's definition, as non-test code)
	url += fmt.Sprintf("?did=%s", did) // defect escaper
	return postBGS(url, cctx.String("key"))
}

func bgsSetTrustedDomainsAction(cctx *CLIContext) error {
	url := cctx.String("bgs") + "/admin/pds/addTrustedDomain"
	domain := cctx.Args().First()
	// Source: github.com/bluesky-social/indigo/cmd/gosky/bgs.go:494 (escaper: a domain name or wildcard domain holds only letters, digits, dots, hyphens and asterisks, which need no escaping in a query; fine by the check's definition)
	url += fmt.Sprintf("?domain=%s", domain) // lookalike
	return postBGS(url, cctx.String("key"))
}

func inspectEventAction(cctx *CLIContext, n int) error {
	h := cctx.String("host")
	// Source: github.com/bluesky-social/indigo/cmd/gosky/debug.go:73 (syntax: a template filled with the relay host URL flag and an integer cursor, a valid URL once filled; by the rule that a template is judged as the URI it becomes when filled)
	url := fmt.Sprintf("%s/xrpc/com.atproto.sync.subscribeRepos?cursor=%d", h, n-1) // lookalike
	con, _, err := websocket.DefaultDialer.Dial(url, http.Header{})
	if err != nil {
		return fmt.Errorf("dial failure: %w", err)
	}
	return con.Close()
}

func debugStreamAction(cctx *CLIContext, n int) error {
	h := cctx.String("host")
	// Source: github.com/bluesky-social/indigo/cmd/gosky/debug.go:198 (syntax: the same template with host URL and integer cursor, valid once filled; by the rule that a template is judged as the URI it becomes when filled)
	url := fmt.Sprintf("%s/xrpc/com.atproto.sync.subscribeRepos?cursor=%d", h, n) // lookalike
	con, _, err := websocket.DefaultDialer.Dial(url, http.Header{})
	if err != nil {
		return fmt.Errorf("dial failure: %w", err)
	}
	return con.Close()
}

func debugCompareReposAction(ctx context.Context, cctx *CLIContext, did AtIdentifier) error {
	xrpc1 := Client{
		Host:   cctx.String("host-1"),
		Client: &http.Client{},
	}
	if !cctx.IsSet("host-1") {
		dir := DefaultDirectory()
		ident, err := dir.Lookup(ctx, did)
		if err != nil {
			return err
		}
		// Source: github.com/bluesky-social/indigo/cmd/gosky/debug.go:848 (sink: PDSEndpoint returns the full service URL from the DID document, what the xrpc Client Host needs; fine by the check's definition)
		xrpc1.Host = ident.PDSEndpoint() // lookalike
	}
	_ = xrpc1
	return nil
}

func readStreamAction(cctx *CLIContext) error {
	arg := cctx.Args().First()
	if !strings.Contains(arg, "subscribeRepos") {
		arg = arg + "/xrpc/com.atproto.sync.subscribeRepos"
	}
	if len(cctx.Args().Slice()) == 2 {
		// Source: github.com/bluesky-social/indigo/cmd/gosky/main.go:170 (escaper: the second argument is a sequence-number cursor, digits that need no escaping; fine by the check's definition)
		arg = fmt.Sprintf("%s?cursor=%s", arg, cctx.Args().Get(1)) // lookalike
	}
	con, _, err := websocket.DefaultDialer.Dial(arg, http.Header{})
	if err != nil {
		return fmt.Errorf("dial failure: %w", err)
	}
	return con.Close()
}

func getRecordAction(ctx context.Context, cctx *CLIContext, xrpcc *Client) error {
	rfi := cctx.Args().First()
	// Source: github.com/bluesky-social/indigo/cmd/gosky/main.go:393 (sink: a bare scheme only tested as a prefix of the argument to pick a branch, no URI use; by the rule that a value only compared, searched for or printed is no URI use)
	if strings.HasPrefix(rfi, "at://") { // lookalike
		return nil
	}
	atid, err := ParseAtIdentifier(rfi)
	if err != nil {
		return err
	}
	resp, err := DefaultDirectory().Lookup(ctx, atid)
	if err != nil {
		return err
	}
	// Source: github.com/bluesky-social/indigo/cmd/gosky/main.go:453 (sink: the resolved PDS endpoint is a full URL, what the Host field needs; fine by the check's definition)
	xrpcc.Host = resp.PDSEndpoint() // lookalike
	return nil
}

func syncGetRepoAction(ctx context.Context, cctx *CLIContext) error {
	atid, err := ParseAtIdentifier(cctx.Args().First())
	if err != nil {
		return err
	}
	ident, err := DefaultDirectory().Lookup(ctx, atid)
	if err != nil {
		return err
	}
	xrpcc := &Client{
		Host: ident.PDSEndpoint(),
	}
	if h := cctx.String("host"); h != "" {
		// Source: github.com/bluesky-social/indigo/cmd/gosky/sync.go:67 (sink: an optional host flag that overrides a full PDS URL, taken as given; nothing shows a bare host is meant; fine by the check's definition)
		xrpcc.Host = h // lookalike
	}
	return nil
}

func syncGetRootAction(ctx context.Context, cctx *CLIContext, xrpcc *Client) error {
	atid, err := ParseAtIdentifier(cctx.Args().First())
	if err != nil {
		return err
	}
	ident, err := DefaultDirectory().Lookup(ctx, atid)
	if err != nil {
		return err
	}
	// Source: github.com/bluesky-social/indigo/cmd/gosky/sync.go:112 (sink: the resolved PDS endpoint is a full URL, what the xrpc Client Host needs; fine by the check's definition)
	xrpcc.Host = ident.PDSEndpoint() // lookalike
	if xrpcc.Host == "" {
		return fmt.Errorf("no PDS endpoint for identity")
	}
	return nil
}
