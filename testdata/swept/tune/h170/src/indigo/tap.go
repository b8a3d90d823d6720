package indigo

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"

	"github.com/gorilla/websocket"
)

// sonar firehose monitor (cmd/sonar)
func runSonar(cmd *Command, lastSeq int64) error {
	u, err := url.Parse(cmd.String("ws-url"))
	if err != nil {
		return err
	}
	if lastSeq >= 0 {
		// Source: github.com/bluesky-social/indigo/cmd/sonar/main.go:176 (escaper: the query holds only an integer cursor; fine by the check's definition)
		u.RawQuery = fmt.Sprintf("cursor=%d", lastSeq) // lookalike
	}
	c, _, err := websocket.DefaultDialer.Dial(u.String(), http.Header{})
	if err != nil {
		return err
	}
	return c.Close()
}

// tap sync service (cmd/tap)

// FirehoseProcessor consumes the relay firehose for tap.
type FirehoseProcessor struct {
	relayUrl string
	cursor   int64
}

func (fp *FirehoseProcessor) runConsumer(ctx context.Context) error {
	u, err := url.Parse(fp.relayUrl)
	if err != nil {
		return fmt.Errorf("invalid relay URL: %w", err)
	}
	switch u.Scheme {
	case "http":
		u.Scheme = "ws"
	case "https":
		u.Scheme = "wss"
	}
	u.Path = "/xrpc/com.atproto.sync.subscribeRepos"
	if fp.cursor > 0 {
		// Source: github.com/bluesky-social/indigo/cmd/tap/firehose.go:447 (escaper: the query holds only an integer cursor; fine by the check's definition)
		u.RawQuery = fmt.Sprintf("cursor=%d", fp.cursor) // lookalike
	}
	con, _, err := websocket.DefaultDialer.DialContext(ctx, u.String(), http.Header{})
	if err != nil {
		return err
	}
	return con.Close()
}

var tapFlags = []StringFlag{
	{
		Name: "db-url",
		// Source: github.com/bluesky-social/indigo/cmd/tap/main.go:51 (syntax: usage text naming URL forms in parentheses between words, prose by rule 4)
		Usage: "database connection string (sqlite://path or postgres://...)", // lookalike
	},
	{
		Name:  "relay-url",
		Usage: "AT Protocol relay HTTP/HTTPS url",
		Value: "https://relay1.us-east.bsky.network",
	},
}

func runTap(ctx context.Context, cmd *Command) error {
	// fail early if relay url is not http/https
	relayUrl := cmd.String("relay-url")
	// Source: github.com/bluesky-social/indigo/cmd/tap/main.go:193 (sink: a bare scheme only tested as a prefix of the flag value, no URI use; by the rule that a value only compared, searched for or printed is no URI use)
	if !strings.HasPrefix(relayUrl, "http://") && // lookalike
		// Source: github.com/bluesky-social/indigo/cmd/tap/main.go:193 (sink: the other bare scheme of the same prefix test, no URI use; by the rule that a value only compared, searched for or printed is no URI use)
		!strings.HasPrefix(relayUrl, "https://") { // lookalike
		// Source: github.com/bluesky-social/indigo/cmd/tap/main.go:194 (syntax: an error message naming schemes between words, prose by rule 4)
		return fmt.Errorf("relay-url must start with http:// or https://") // lookalike
	}

	// fail early if plc url is not http/https
	plcUrl := cmd.String("plc-url")
	// Source: github.com/bluesky-social/indigo/cmd/tap/main.go:199 (sink: a bare scheme only tested as a prefix of the flag value, no URI use; by the rule that a value only compared, searched for or printed is no URI use)
	if !strings.HasPrefix(plcUrl, "http://") && // lookalike
		// Source: github.com/bluesky-social/indigo/cmd/tap/main.go:199 (sink: the other bare scheme of the same prefix test, no URI use; by the rule that a value only compared, searched for or printed is no URI use)
		!strings.HasPrefix(plcUrl, "https://") { // lookalike
		// Source: github.com/bluesky-social/indigo/cmd/tap/main.go:200 (syntax: an error message naming schemes between words, prose by rule 4)
		return fmt.Errorf("plc-url must start with http:// or https://") // lookalike
	}
	return nil
}

// SetupDatabase opens tap's database: a sqlite:// prefix is cut off by string and
// the rest handed to the sqlite driver; postgres URLs go to the driver whole.
func SetupDatabase(dbUrl string, maxConns int) (string, error) {
	// Source: github.com/bluesky-social/indigo/cmd/tap/tap.go:140 (sink: a bare scheme only tested as a prefix of the database string, no URI use; by the rule that a value only compared, searched for or printed is no URI use)
	if strings.HasPrefix(dbUrl, "sqlite://") { // lookalike
		// Source: github.com/bluesky-social/indigo/cmd/tap/tap.go:141 (sink: the same bare scheme only measured to cut it off, no URI use; by the rule that a value only compared, searched for or printed is no URI use)
		sqlitePath := dbUrl[len("sqlite://"):] // lookalike
		return sqlitePath, nil
		// Source: github.com/bluesky-social/indigo/cmd/tap/tap.go:144 (sink: a bare scheme only tested as a prefix before the whole URL goes to the driver, no URI use; by the rule that a value only compared, searched for or printed is no URI use)
	} else if strings.HasPrefix(dbUrl, "postgresql://") || // lookalike
		// Source: github.com/bluesky-social/indigo/cmd/tap/tap.go:144 (sink: the other bare scheme of the same prefix test, no URI use; by the rule that a value only compared, searched for or printed is no URI use)
		strings.HasPrefix(dbUrl, "postgres://") { // lookalike
		return dbUrl, nil
	}
	// Source: github.com/bluesky-social/indigo/cmd/tap/tap.go:147 (syntax: an error message listing schemes between words, prose by rule 4)
	return "", fmt.Errorf("unsupported database URL scheme: must start with sqlite://, postgres://, or postgresql://") // lookalike
}
