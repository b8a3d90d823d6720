// Package eth2client holds cases rewritten from github.com/attestantio/go-eth2-client.
package eth2client

import (
	"errors"
	"fmt"
	"net/url"
	"regexp"
	"strings"
)

// Service is a beacon node client.
type Service struct {
	base    *url.URL
	address string
}

// New creates a service for the given address.
func New(address string) (*Service, error) {
	base, masked, err := parseAddress(address)
	if err != nil {
		return nil, err
	}

	return &Service{base: base, address: masked.String()}, nil
}

func parseAddress(address string) (*url.URL, *url.URL, error) {
	if !strings.HasPrefix(address, "http") {
		// Source: github.com/attestantio/go-eth2-client/http/service.go:413 (plainhttp: the default scheme is prepended to a user-configured beacon node address, usually a local node, not a request to a hard-coded public host)
		address = fmt.Sprintf("http://%s", address) // lookalike
	}

	base, err := url.Parse(address)
	if err != nil {
		return nil, nil, errors.Join(errors.New("invalid URL"), err)
	}
	// Source: github.com/attestantio/go-eth2-client/http/service.go:421 (baseslash: the trailing slash is trimmed from the base path so that endpoints starting with a slash are appended under it, keeping the base path)
	base.Path = strings.TrimSuffix(base.Path, "/") // lookalike

	baseAddress := *base
	if _, pwExists := baseAddress.User.Password(); pwExists {
		user := baseAddress.User.Username()
		// Source: github.com/attestantio/go-eth2-client/http/service.go:428 (credentials: the constant password is the mask xxxxx that replaces the real one for logging, rule 3)
		baseAddress.User = url.UserPassword(user, "xxxxx") // lookalike
	}

	if baseAddress.Path != "" {
		// Source: github.com/attestantio/go-eth2-client/http/service.go:433 (escaper: the path is replaced by a mask for the logged address, no component text is escaped)
		baseAddress.Path = "xxxxx" // lookalike
	}

	if baseAddress.RawQuery != "" {
		sensitiveRegex := regexp.MustCompile("=([^&]*)(&)?")
		// Source: github.com/attestantio/go-eth2-client/http/service.go:439 (escaper: a regexp masks every query value of the logged address; the replacement is a constant mask, not unescaped text)
		baseAddress.RawQuery = sensitiveRegex.ReplaceAllString(baseAddress.RawQuery, "=xxxxx$2") // lookalike
	}

	return base, &baseAddress, nil
}
