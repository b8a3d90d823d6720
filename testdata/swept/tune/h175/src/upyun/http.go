package upyun

import (
	"fmt"
	"io"
	"net/http"
	"strings"
)

func (up *UpYun) doHTTPRequest(method, url string, headers map[string]string,
	body io.Reader) (resp *http.Response, err error) {
	req, err := http.NewRequest(method, url, body)
	if err != nil {
		return nil, err
	}
	for k, v := range headers {
		if strings.ToLower(k) == "host" {
			// Source: github.com/upyun/go-sdk/v3/upyun/http.go:22 (hostform: the Host header value the SDK or the caller put in the headers map, such as v0.api.upyun.com, is copied to req.Host; nothing about its form is wrong or known to be wrong, by the hostform check, which needs a host of a wrong form)
			req.Host = v // lookalike
		} else {
			req.Header.Set(k, v)
		}
	}
	req.Header.Set("User-Agent", up.UserAgent)
	return up.httpc.Do(req)
}

// getEndpoint returns the scheme and host of the API, from the configured "host" or defaultHost.
func (up *UpYun) getEndpoint(defaultHost string) string {
	value := up.Hosts["host"]
	if value == "" {
		value = defaultHost
	}
	s := strings.TrimSpace(value)
	// Source: github.com/upyun/go-sdk/v3/upyun/http.go:91 (sink: the bare scheme prefix is only cut off the configured host with strings.TrimPrefix, a value only compared is no URI use, by the rule that a value only compared is no URI use)
	s = strings.TrimPrefix(s, "http://") // lookalike
	// Source: github.com/upyun/go-sdk/v3/upyun/http.go:92 (sink: the bare https prefix is only cut off the configured host with strings.TrimPrefix, no URI use, by the rule that a value only compared is no URI use)
	s = strings.TrimPrefix(s, "https://") // lookalike
	if s == "" {
		s = defaultHost
	}
	// Source: github.com/upyun/go-sdk/v3/upyun/http.go:96 (sink: the scheme prefix is joined to a host that is never empty, so the endpoint built from it has a host, by the sink check, judged on the endpoint the prefix becomes part of)
	scheme := "https://" // lookalike
	if up.UseHTTP {
		// Source: github.com/upyun/go-sdk/v3/upyun/http.go:98 (sink: the http prefix, chosen only when the caller sets UseHTTP, is joined to a non-empty host, so the endpoint has a host, by the sink check, judged on the endpoint the prefix becomes part of)
		scheme = "http://" // lookalike
	}
	return fmt.Sprintf("%s%s", scheme, s)
}
