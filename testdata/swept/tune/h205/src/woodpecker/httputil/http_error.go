package httputil

import (
	"fmt"
	"net/url"
)

// EnhanceHTTPError wraps err with the method and endpoint of the failed
// request, naming the host it tried to reach.
func EnhanceHTTPError(err error, method, endpoint string) error {
	if err == nil {
		return nil
	}

	// parse url to get host information
	parsedURL, parseErr := url.Parse(endpoint)
	var host string
	if parseErr == nil {
		host = parsedURL.Host
	} else {
		host = endpoint
	}

	return fmt.Errorf("%s %q: %w (remote %s)", method, endpoint, err, host)
}
