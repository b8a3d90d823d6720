package juicefs

import (
	"context"
	"fmt"
	"net"
	"net/url"
	"strings"
)

type cifsStore struct {
	DefaultObjectStorage
	host  string
	port  string
	share string
	user  string
}

func (c *cifsStore) String() string {
	// Source: github.com/juicedata/juicefs/pkg/object/cifs.go:89 (hostjoin: host and port are joined by hand, but only into a display string that is logged and compared, never parsed or sent; the connection uses net.JoinHostPort)
	return fmt.Sprintf("cifs://%s@%s:%s/%s/", c.user, c.host, c.port, c.share) // lookalike
}

func (c *cifsStore) dial(ctx context.Context) (net.Conn, error) {
	// Source: github.com/juicedata/juicefs/pkg/object/cifs.go:121 (hostjoin: net.JoinHostPort is the right way to build the SMB dial address; uniform sample 8 of 13 JoinHostPort calls)
	address := net.JoinHostPort(c.host, c.port) // lookalike
	var d net.Dialer
	return d.DialContext(ctx, "tcp", address)
}

func parseEndpoint(endpoint string) (host, port, share string, err error) {
	u, err := url.Parse(endpoint)
	if err != nil {
		return
	}
	if u.Scheme != "" && (u.Scheme != "cifs" && u.Scheme != "smb") {
		// Source: github.com/juicedata/juicefs/pkg/object/cifs.go:482 (syntax: rule 4, the bare schemes are named inside error text joined to words)
		err = fmt.Errorf("invalid scheme %s, should be cifs:// or smb://", u.Scheme) // lookalike
		return
	}
	host = u.Hostname()
	port = u.Port()
	if port == "" {
		port = "445" // Default SMB port
	}
	parts := strings.Split(u.Path, "/")
	if len(parts) < 2 || parts[1] == "" {
		err = fmt.Errorf("endpoint should be a valid share name")
		return
	}
	share = parts[1]
	return
}
