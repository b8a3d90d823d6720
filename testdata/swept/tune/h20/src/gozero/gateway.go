// Package gozero holds cases of github.com/zeromicro/go-zero.
package gozero

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

const defaultHttpScheme = "http"

// HttpClientConf is the upstream of a gateway route.
type HttpClientConf struct {
	Target string
	Prefix string `json:",optional"`
}

func buildRequestWithNewTarget(r *http.Request, target *HttpClientConf) (*http.Request, error) {
	u := *r.URL
	u.Host = target.Target
	if len(u.Scheme) == 0 {
		u.Scheme = defaultHttpScheme
	}

	if len(target.Prefix) > 0 {
		var err error
		// Source: github.com/zeromicro/go-zero/gateway/server.go:294 (escaper: url.JoinPath returns the escaped string form, written into the decoded Path field, so String escapes it again: "a%20b" becomes "a%2520b")
		u.Path, err = url.JoinPath(target.Prefix, u.Path) // defect escaper
		if err != nil {
			return nil, err
		}
	}

	return http.NewRequestWithContext(r.Context(), r.Method, u.String(), r.Body)
}

const (
	directScheme = "direct"
	etcdScheme   = "etcd"
	endpointSep  = ","
)

// BuildDirectTarget returns a string that represents the given endpoints with direct schema.
func BuildDirectTarget(endpoints []string) string {
	return fmt.Sprintf("%s:///%s", directScheme,
		strings.Join(endpoints, endpointSep))
}

// BuildDiscovTarget returns a string that represents the given endpoints with discov schema.
func BuildDiscovTarget(endpoints []string, key string) string {
	// Source: github.com/zeromicro/go-zero/zrpc/resolver/target.go:21 (escaper: QueryEscape for a query value is the right escaper)
	return fmt.Sprintf("%s:///%s?key=%s", etcdScheme, // lookalike
		strings.Join(endpoints, endpointSep), url.QueryEscape(key))
}

const (
	slash = "/"
	colon = ':'
)

func fillPath(u *url.URL, val map[string]any) error {
	fields := strings.Split(u.Path, slash)
	for i := range fields {
		field := fields[i]
		if len(field) > 0 && field[0] == colon {
			name := field[1:]
			ival, ok := val[name]
			if !ok {
				return fmt.Errorf("missing path variable %q", name)
			}
			fields[i] = fmt.Sprint(ival)
		}
	}

	// Source: github.com/zeromicro/go-zero/rest/httpc/requests.go:157 (escaper: raw path values joined into the decoded Path field, which String escapes; no escaper belongs there)
	u.Path = strings.Join(fields, slash) // lookalike
	return nil
}
