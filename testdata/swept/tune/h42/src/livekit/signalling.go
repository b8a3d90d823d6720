package livekit

import (
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"runtime"
)

// ErrInvalidParameter is returned for bad input.
var ErrInvalidParameter = errors.New("invalid parameter")

func connectQueryParams(attributes map[string]string) (string, error) {
	queryParams := ""
	if len(attributes) != 0 {
		data, err := json.Marshal(attributes)
		if err != nil {
			return "", ErrInvalidParameter
		}
		str := base64.URLEncoding.EncodeToString(data)
		// Source: github.com/livekit/server-sdk-go/v2/signalling/signalling.go:77 (escaper: base64 URL encoding has no plus or slash, and its padding is legal in a query value)
		queryParams += "&attributes=" + str // lookalike
	}
	// Source: github.com/livekit/server-sdk-go/v2/signalling/signalling.go:79 (escaper: the value is a fixed operating-system identifier that needs no escaping)
	queryParams += "&sdk=go&os=" + runtime.GOOS // lookalike
	return queryParams, nil
}

func buildURL(prefix, path, rawQuery string) (string, error) {
	u, err := url.Parse(prefix)
	if err != nil {
		return "", err
	}
	if u.Host == "" {
		return "", fmt.Errorf("%w: server url %q has no host", ErrInvalidParameter, u.Redacted())
	}
	// Source: github.com/livekit/server-sdk-go/v2/signalling/utils.go:58 (pathjoin: url.URL.JoinPath is the URI-aware join, not path.Join on a URI string)
	u = u.JoinPath(path) // lookalike
	// Source: github.com/livekit/server-sdk-go/v2/signalling/utils.go:59 (escaper: the raw query is built and escaped by the caller before it is set)
	u.RawQuery = rawQuery // lookalike
	return u.String(), nil
}
