package indigo

import (
	"context"
	"fmt"
	"net"
	"strings"

	"github.com/gorilla/websocket"
)

// relay test framework (cmd/relay/testing)

// Consumer reads a firehose in tests.
type Consumer struct {
	Host string
	conn *websocket.Conn
}

func NewConsumer(host string) *Consumer { return &Consumer{Host: host} }

func (c *Consumer) Connect(ctx context.Context, cursor int) error {
	u := c.Host + "/xrpc/com.atproto.sync.subscribeRepos"
	if cursor >= 0 {
		// Source: github.com/bluesky-social/indigo/cmd/relay/testing/consumer.go:73 (escaper: the query holds only an integer cursor; fine by the check's definition)
		u = u + fmt.Sprintf("?cursor=%d", cursor) // lookalike
	}
	dialer := websocket.Dialer{}
	conn, _, err := dialer.Dial(u, nil)
	if err != nil {
		return err
	}
	c.conn = conn
	return nil
}

func (c *Consumer) Shutdown() {
	if c.conn != nil {
		c.conn.Close()
	}
}

// Producer serves a firehose in tests.
type Producer struct {
	li net.Listener
}

func NewProducer() *Producer { return &Producer{} }

func (p *Producer) ListenRandom() int {
	li, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		panic(err)
	}
	p.li = li
	return li.Addr().(*net.TCPAddr).Port
}

func (p *Producer) Shutdown() {
	if p.li != nil {
		p.li.Close()
	}
}

// setupDatabase opens the relay database from a DATABASE_URL-style string
// (util/cliutil.SetupDatabase): a sqlite:// prefix is cut off by string and the
// rest handed to the sqlite driver as a file name; postgres URLs go to the driver whole.
func setupDatabase(dburl string, maxConnections int) (string, error) {
	// Source: github.com/bluesky-social/indigo/util/cliutil/util.go:105 (sink: a bare scheme only tested as a prefix of the database string, no URI use; by the rule that a value only compared, searched for or printed is no URI use)
	if strings.HasPrefix(dburl, "sqlite://") { // lookalike
		// Source: github.com/bluesky-social/indigo/util/cliutil/util.go:106 (sink: the same bare scheme only measured to cut it off, no URI use; by the rule that a value only compared, searched for or printed is no URI use)
		sqliteSuffix := dburl[len("sqlite://"):] // lookalike
		return sqliteSuffix, nil
		// Source: github.com/bluesky-social/indigo/util/cliutil/util.go:125 (sink: a bare scheme only tested as a prefix before the whole URL goes to the driver, no URI use; by the rule that a value only compared, searched for or printed is no URI use)
	} else if strings.HasPrefix(dburl, "postgresql://") || // lookalike
		// Source: github.com/bluesky-social/indigo/util/cliutil/util.go:125 (sink: a bare scheme only tested as a prefix before the whole URL goes to the driver, no URI use; by the rule that a value only compared, searched for or printed is no URI use)
		strings.HasPrefix(dburl, "postgres://") { // lookalike
		return dburl, nil
	}
	return "", fmt.Errorf("unsupported or unrecognized DATABASE_URL value")
}

// SimpleRelay is a relay wired up for tests.
type SimpleRelay struct {
	Relay *Relay
	Port  int
	db    string
}

// Relay subscribes to upstream hosts given as hostnames (host or localhost:port).
type Relay struct{}

func (r *Relay) SubscribeToHost(ctx context.Context, hostname string, noSSL, adminForce bool) error {
	_, _, err := ParseHostname(hostname)
	return err
}

func MustSimpleRelay(dir Directory, tmpd string, lenient bool) *SimpleRelay {
	// Source: github.com/bluesky-social/indigo/cmd/relay/testing/runner.go:39 (port: sqlite://:memory: is a prefix convention whose rest is cut off by string and given to sqlite as the in-memory name; it is never parsed as a URL, so there is no empty port; fine by the check's definition)
	db, err := setupDatabase("sqlite://:memory:", 40) // lookalike
	if err != nil {
		panic(err)
	}
	return &SimpleRelay{Relay: &Relay{}, db: db}
}

// TestScenario is a scripted relay test.
type TestScenario struct {
	Lenient bool
}

func RunScenario(ctx context.Context, s *TestScenario, dir Directory) error {
	p := NewProducer()
	hostPort := p.ListenRandom()
	defer p.Shutdown()

	sr := MustSimpleRelay(dir, "", s.Lenient)
	// Source: github.com/bluesky-social/indigo/cmd/relay/testing/runner.go:135 (hostjoin: the host is the constant localhost, never an IPv6 literal, so joining it to the port by hand cannot break; fine by the check's definition)
	err := sr.Relay.SubscribeToHost(ctx, fmt.Sprintf("localhost:%d", hostPort), true, true) // lookalike
	if err != nil {
		return err
	}

	// Source: github.com/bluesky-social/indigo/cmd/relay/testing/runner.go:140 (port: the %d verb is the relay's integer listen port on localhost, a valid port once filled; by the rule that a template is judged as the URI it becomes when filled)
	c := NewConsumer(fmt.Sprintf("ws://localhost:%d", sr.Port)) // lookalike
	if err := c.Connect(ctx, -1); err != nil {
		return err
	}
	defer c.Shutdown()
	return nil
}
