package longhorn

import (
	"net/http"
	"net/url"
)

// injectForwardedHeaders extracts proto, host, and port from the managerURL
// and injects them as X-Forwarded-* headers in the request.
// The port is only omitted if it matches the default for the scheme.
func injectForwardedHeaders(r *http.Request, managerURL string) error {
	u, err := url.Parse(managerURL)
	if err != nil {
		return err
	}
	r.Header.Set("X-Forwarded-Proto", u.Scheme)
	host := u.Hostname()
	port := u.Port()
	r.Header.Set("X-Forwarded-Host", host)
	if port != "" {
		if (u.Scheme == "http" && port == "80") || (u.Scheme == "https" && port == "443") {
			r.Header.Del("X-Forwarded-Port")
		} else {
			r.Header.Set("X-Forwarded-Port", port)
		}
	} else {
		r.Header.Del("X-Forwarded-Port")
	}
	return nil
}
