package tilt

import (
	"fmt"
	"net/url"
)

// WebURL is the URL of the Tilt web UI.
type WebURL url.URL

func provideWebURL(webHost WebHost, webPort WebPort) (WebURL, error) {
	if webPort == 0 {
		return WebURL{}, nil
	}

	if webHost == "0.0.0.0" {
		// 0.0.0.0 means "listen on all hosts"
		// For UI displays, we use 127.0.0.1 (loopback)
		webHost = "127.0.0.1"
	}

	// Source: github.com/tilt-dev/tilt/internal/cli/up.go:250 (hostjoin: webHost is the --host flag (TILT_HOST), which may be an IPv6 address such as "::1", joined to the port with ':')
	u, err := url.Parse(fmt.Sprintf("http://%s:%d/", webHost, webPort)) // defect hostjoin
	if err != nil {
		return WebURL{}, err
	}
	return WebURL(*u), nil
}
