package juicefs

import (
	"fmt"
	"net/url"
	"strings"
)

// swiftConnection is the stand-in for swift.Connection; AuthUrl is the v1 auth URL.
type swiftConnection struct {
	UserName string
	ApiKey   string
	AuthUrl  string
}

type swiftOSS struct {
	DefaultObjectStorage
	conn      swiftConnection
	container string
}

func (s *swiftOSS) String() string {
	// Source: github.com/juicedata/juicefs/pkg/object/swift.go:46 (syntax: the container name in a display string only logged and compared; uniform sample 8 of 32 String() templates)
	return fmt.Sprintf("swift://%s/", s.container) // lookalike
}

func newSwiftOSS(endpoint, username, apiKey, token string) (ObjectStorage, error) {
	if !strings.Contains(endpoint, "://") {
		// Source: github.com/juicedata/juicefs/pkg/object/swift.go:129 (plainhttp: default scheme for a user-given Swift endpoint, not a known public host; the user may write https)
		endpoint = fmt.Sprintf("http://%s", endpoint) // lookalike
	}
	uri, err := url.ParseRequestURI(endpoint)
	if err != nil {
		return nil, fmt.Errorf("Invalid endpoint %s: %s", endpoint, err)
	}
	if uri.Scheme != "http" && uri.Scheme != "https" {
		return nil, fmt.Errorf("Invalid uri.Scheme: %s", uri.Scheme)
	}
	hostSlice := strings.SplitN(uri.Host, ".", 2)
	if len(hostSlice) != 2 {
		return nil, fmt.Errorf("Invalid host: %s", uri.Host)
	}
	container := hostSlice[0]
	host := hostSlice[1]
	// Source: github.com/juicedata/juicefs/pkg/object/swift.go:147 (syntax: the parsed scheme, the host without the container label and a constant absolute path give a valid auth URL; uniform sample 8 of 18 scheme-and-host rebuilds)
	authURL := uri.Scheme + "://" + host + "/auth/v1.0" // lookalike
	conn := swiftConnection{UserName: username, ApiKey: apiKey, AuthUrl: authURL}
	return &swiftOSS{conn: conn, container: container}, nil
}

func init() {
	objectRegister("swift", newSwiftOSS)
}
